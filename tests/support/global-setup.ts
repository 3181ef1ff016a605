import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { dropTemplate, prepareTemplate } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Project env applies inside test workers, not here: read the engine from the project's config.
  const engine = project.config.env?.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
  const token = await prepareTemplate(engine, path.join(os.tmpdir(), `roamwell-test-${randomBytes(4).toString("hex")}.tar`));
  project.provide("dbTemplate", token);
  return async () => dropTemplate(engine, token);
}
