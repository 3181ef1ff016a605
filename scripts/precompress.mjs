#!/usr/bin/env node
// After `react-router build`: write maximum-quality brotli and gzip copies of the browser assets,
// served by @fastify/static (preCompressed) so visitors get the smallest files with no CPU spent
// compressing them per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ROOT = path.join(process.env.BUILD_DIR || "build", "client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
// Small files too: the server would otherwise compress them per request at a lower quality (the
// home page's half-kilobyte chunks came out about a tenth larger), and each one counts against the
// home page's JavaScript budget. A twin that would not be smaller than the file is not written.
for await (const file of files(ROOT)) {
  const data = await readFile(file);
  const br = await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = await gzip(data, { level: 9 });
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  count++;
}
console.log(`precompressed ${count} assets (br, gz)`);
