import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, ERROR_CODES } from "@/lib/api/errors";
import { buildOpenApiDocument, CODE_STATUS, errorCodesOf, TAG_DESCRIPTIONS } from "@/lib/api/openapi";
import { defineOperation } from "@/lib/api/operation";
import { operations } from "@/lib/registry/operations";

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

  it("documents every error response as the Error envelope, its code narrowed to the call's codes", () => {
    type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; enum?: string[]; type?: string };
    const json = JSON.parse(JSON.stringify(document)) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string; content: Record<string, { schema: Schema }> }> }>>;
      components: { schemas: Record<string, Schema> };
    };
    expect(json.components.schemas.Error.properties?.code.enum).toEqual([...ERROR_CODES]);
    let checked = 0;
    for (const [path, item] of Object.entries(json.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const where = `${method.toUpperCase()} ${path} ${status}`;
          const schema = response.content["application/json"]?.schema;
          expect(schema?.allOf?.[0], where).toEqual({ $ref: "#/components/schemas/Error" });
          const codes = schema?.allOf?.[1]?.properties?.code.enum ?? [];
          expect(codes.length, where).toBeGreaterThan(0);
          for (const code of codes) {
            expect(ERROR_CODES, where).toContain(code);
            expect(CODE_STATUS[code as keyof typeof CODE_STATUS], `${where} ${code}`).toBe(Number(status));
          }
          expect(response.description, where).toContain(`Codes: ${codes.join(", ")}.`);
          checked++;
        }
        // Every call can fail unexpectedly, and every unsafe one can be refused as cross-site.
        expect(operation.responses["500"], `${method} ${path}`).toBeDefined();
        if (method !== "get") expect(operation.responses["403"], `${method} ${path}`).toBeDefined();
      }
    }
    expect(checked).toBeGreaterThan(operations.length);
  });

  it("declares every operation's security: none for public calls, the session cookie for roles, either for optional", () => {
    const json = JSON.parse(JSON.stringify(document)) as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    for (const op of operations) {
      const where = `${op.method} ${op.path}`;
      const security = json.paths[op.path][op.method.toLowerCase()].security;
      expect(security, where).toBeDefined();
      if (op.auth === "public") expect(security, where).toEqual([]);
      else if (op.auth === "optional") expect(security, where).toEqual([{}, { sessionCookie: [] }]);
      else expect(security, where).toEqual([{ sessionCookie: [] }]);
      for (const requirement of security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(Object.keys(json.components.securitySchemes), where).toContain(scheme);
      }
    }
  });

  it("defines every tag it uses, once, with a description", () => {
    const tags = (document.tags ?? []).map((tag) => tag.name);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of document.tags ?? []) expect(tag.description, `tag ${tag.name} (add it to TAG_DESCRIPTIONS)`).toBeTruthy();
    const used = new Set(Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {}).flatMap((o) => (o as { tags?: string[] }).tags ?? [])));
    expect([...used].sort()).toEqual([...tags].sort());
    for (const tag of used) expect(Object.keys(TAG_DESCRIPTIONS)).toContain(tag);
  });

  it("defines every property a schema requires (enum-keyed records spelled out)", () => {
    const missing: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`));
      if (typeof node !== "object" || node === null) return;
      const schema = node as { required?: unknown; properties?: Record<string, unknown> };
      if (Array.isArray(schema.required)) {
        for (const name of schema.required) if (!schema.properties || !(name in schema.properties)) missing.push(`${where}: ${name}`);
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
    };
    walk(JSON.parse(JSON.stringify(document)), "#");
    expect(missing).toEqual([]);
    const counts = defineOperation({
      id: "c",
      method: "GET",
      path: "/c",
      summary: "c",
      tag: "Jobs",
      auth: "public",
      response: z.object({ counts: z.record(z.enum(["a", "b"]), z.number().int()) }),
    });
    const built = JSON.parse(JSON.stringify(buildOpenApiDocument([counts])));
    const schema = built.paths["/c"].get.responses["200"].content["application/json"].schema.properties.response.properties.counts;
    expect(schema.required).toEqual(["a", "b"]);
    expect(Object.keys(schema.properties)).toEqual(["a", "b"]);
    expect(schema.additionalProperties).toBe(false);
  });

  it("files a declared code under its status, next to the wrapper's own answers", () => {
    const op = defineOperation({
      id: "apply",
      method: "POST",
      path: "/x",
      summary: "x",
      tag: "x",
      auth: ["Candidate"],
      body: z.object({ jobId: z.string() }),
      response: z.null(),
      errors: [404, "ALREADY_APPLIED", "JOB_CLOSED", "PROFILE_INCOMPLETE"],
    });
    expect(Object.fromEntries(errorCodesOf(op))).toEqual({
      400: ["VALIDATION"],
      401: ["UNAUTHENTICATED"],
      403: ["FORBIDDEN", "PROFILE_INCOMPLETE"],
      404: ["NOT_FOUND"],
      409: ["ALREADY_APPLIED", "JOB_CLOSED"],
      413: ["PAYLOAD_TOO_LARGE"],
      500: ["INTERNAL"],
    });
  });

  it("uses the same default code per status as ApiError", () => {
    for (const status of [400, 401, 403, 404, 409, 410, 413, 415, 429, 503]) {
      const code = new ApiError(status, "x").code;
      expect(CODE_STATUS[code], String(status)).toBe(status);
      const op = defineOperation({ id: "s", method: "GET", path: "/s", summary: "s", tag: "s", auth: "public", response: z.null(), errors: [status] });
      expect(errorCodesOf(op).get(status), String(status)).toEqual([code]);
    }
  });
});
