import { Readable } from "node:stream";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { bareWaitingPage } from "../features/checkout/waiting-page.ts";
import { beforeHeadEnd, noScriptRefreshTag } from "./no-script-refresh.server.ts";

async function through(chunks: Buffer[], tag: string): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(beforeHeadEnd(tag))) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("the head's reload without JavaScript", () => {
  it("is written once, just before </head>, even when </head> or a character is cut across chunks", async () => {
    const html = Buffer.from('<!DOCTYPE html><html lang="ja"><head><title>お支払いを確認中</title></head><body><p></head></p></body></html>');
    const tag = '<noscript><meta http-equiv="refresh" content="3"></noscript>';
    const expected = html.toString("utf8").replace("</head>", `${tag}</head>`);
    for (const cut of [1, 7, 40, 45, 61, 66, html.length - 1]) {
      expect(await through([html.subarray(0, cut), html.subarray(cut)], tag)).toBe(expected);
    }
    expect(await through([...html].map((b) => Buffer.from([b])), tag)).toBe(expected);
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await through([Buffer.from("<p>no head</p>")], "<noscript></noscript>")).toBe("<p>no head</p>");
  });

  it("is asked of the matched pages with their loaders' data, escaped, and absent when none waits", () => {
    const context = (data: unknown) =>
      ({
        staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "transit-de" } }], loaderData: { root: {}, "transit-de": data } },
        routeModules: { root: {}, "transit-de": { handle: bareWaitingPage<{ reload: string | null }>((page) => page.reload) } },
      }) as unknown as EntryContext;
    expect(noScriptRefreshTag(context({ reload: '3; url=/de/transit?order=RW1&since=1"' }))).toBe(
      '<noscript><meta http-equiv="refresh" content="3; url=/de/transit?order=RW1&amp;since=1&quot;"></noscript>',
    );
    expect(noScriptRefreshTag(context({ reload: null }))).toBeNull();
    expect(noScriptRefreshTag(context(undefined))).toBeNull();
  });
});
