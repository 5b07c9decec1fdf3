import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { operations } from "@/lib/api/operations";

const API_DIR = path.resolve("app/api/v1");

/** Every route file under app/api/v1 as "METHOD /path/{param}". */
function routeFiles(dir = API_DIR): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...routeFiles(full));
    else if (entry === "route.ts") {
      const rel = path.relative(API_DIR, path.dirname(full)).split(path.sep);
      const apiPath = "/" + rel.map((seg) => seg.replace(/^\[(.+)\]$/, "{$1}")).join("/");
      const source = readFileSync(full, "utf8");
      for (const method of ["GET", "POST", "PATCH", "PUT", "DELETE"]) {
        if (new RegExp(`export (const|async function|function) ${method}\\b`).test(source)) found.push(`${method} ${apiPath}`);
      }
    }
  }
  return found;
}

describe("OpenAPI document", () => {
  const document = buildOpenApiDocument(operations);

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes every route handler under /api/v1 (and nothing that doesn't exist)", () => {
    const documented = operations.map((op) => `${op.method} ${op.path}`);
    const routes = routeFiles().filter((r) => r !== "GET /openapi.json");
    // the catch-all answers unknown paths with a JSON 404 (exported with "export { … }", so not listed)
    expect([...new Set(documented)].sort()).toEqual([...new Set(routes)].sort());
  });

  it("gives each operation a unique id", () => {
    const ids = operations.map((op) => op.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
