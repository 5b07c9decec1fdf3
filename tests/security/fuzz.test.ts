// Every operation of /api/v1, through its real route handler, with hostile input: malformed JSON,
// wrong types in every body and query field, 9,000 levels of nesting, bodies over the cap, unpaired
// surrogates, undecodable and odd path params, a hostile Origin - logged out and as each role.
// Nothing may answer >= 500 or throw; every 4xx is the JSON envelope with a known `code`.
// This file is long on purpose: one table of cases, one runner (see the helpers below).
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ERROR_CODES } from "@/lib/api/errors";
import type { Operation } from "@/lib/api/operation";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
// Auth.js and the session-hint cookie need Next's request scope, which a direct handler call lacks.
vi.mock("@/lib/auth", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  auth: async () => null,
  signIn: async () => "/",
  signOut: async () => undefined,
}));
vi.mock("@/lib/auth/session-hint", () => ({ setSessionHint: async () => undefined, clearSessionHint: async () => undefined }));

const { operations } = await import("@/lib/registry/operations");
const { session } = await import("@/tests/helpers/mock-guards");
const { JSON_MAX_BODY_BYTES, MULTIPART_MAX_BODY_BYTES } = await import("@/lib/api/handler");
const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createJob, createUser } = await import("@/tests/factories");

const SITE = "http://127.0.0.1:3999";
const HOST = { host: "127.0.0.1:3999" };
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Case = { name: string; url?: string; body?: BodyInit | null | (() => BodyInit); headers?: Record<string, string>; params?: Record<string, string> };

// ---------------------------------------------------------------------------------------------
// Sessions: logged out, and a real account of each role (services read their rows).
const sessions: [string, SessionUser | null][] = [["logged out", null]];

beforeAll(async () => {
  const { user: candidate } = await createCandidate({ complete: true });
  const { user: employer, employer: company } = await createEmployer();
  await createJob({ employerId: company.id });
  const university = await createUser({ role: "University" });
  await db.university.create({ data: { userId: university.id, status: "approved", instituteName: "Fuzz Institute", city: "Pune", state: "Maharashtra", about: "A test institute." } });
  const admin = await createUser({ role: "Admin" });
  for (const user of [candidate, employer, university, admin]) sessions.push([user.role, { id: user.id, name: user.name, email: user.email, role: user.role }]);
});

// ---------------------------------------------------------------------------------------------
// Route modules: /jobs/get-job/{id} -> app/api/v1/jobs/get-job/[id]/route.ts
const modules = new Map<string, Record<string, Handler>>();
async function handlerOf(op: Operation): Promise<Handler> {
  const file = path.resolve("app/api/v1", `.${op.path.replace(/\{(\w+)\}/g, "[$1]")}`, "route.ts");
  if (!modules.has(file)) modules.set(file, (await import(/* @vite-ignore */ file)) as Record<string, Handler>);
  const handler = modules.get(file)![op.method];
  if (!handler) throw new Error(`${file} exports no ${op.method}`);
  return handler;
}

// ---------------------------------------------------------------------------------------------
// Fields and sample values from the operation's own schemas.
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; enum?: unknown[]; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; items?: JsonSchema; const?: unknown };

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema {
  if (!schema) return {};
  try {
    return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  } catch {
    return schema instanceof z.ZodObject ? { properties: Object.fromEntries(Object.keys(schema.shape).map((k) => [k, {}])) } : {};
  }
}

/** Top-level property names, from every branch of a union. */
function fieldsOf(schema: JsonSchema): Map<string, JsonSchema> {
  const fields = new Map<string, JsonSchema>();
  const visit = (s: JsonSchema) => {
    for (const [key, value] of Object.entries(s.properties ?? {})) if (!fields.has(key)) fields.set(key, value);
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(branch);
  };
  visit(schema);
  return fields;
}

/** A plausible value, so that one wrong field is often the only thing wrong. */
function sample(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const branch = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (branch) return sample(branch);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === "number" || type === "integer") return 1;
  if (type === "boolean") return true;
  if (type === "array") return s.items ? [sample(s.items)] : [];
  if (type === "object") return Object.fromEntries([...fieldsOf(s)].map(([k, v]) => [k, sample(v)]));
  return "test";
}

const WRONG_VALUES: unknown[] = [0, -1, 1.5, 1e308, [], ["x"], [1, [2]], {}, { a: 1 }, null, true, false, "", "x".repeat(5000), "0x10", "\u0000"];
const SURROGATES = ["\ud800", "a\udc00b", "\udfff\ud800"];
const deepArray = "[".repeat(9000) + "]".repeat(9000);
const deepObject = '{"a":'.repeat(9000) + "1" + "}".repeat(9000);

/** A body of `total` bytes made on demand, with no declared length. */
function lazyBody(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
}

// The URL only names the call; the handler reads params from the route context, as Next gives them.
const encodeSafely = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "x"; // a lone surrogate has no URL form
  }
};
const urlOf = (op: Operation, params: Record<string, string>, query = "") =>
  `${SITE}/api/v1${op.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeSafely(params[key] ?? "x"))}${query}`;

const authorized = (op: Operation, user: SessionUser | null) => !Array.isArray(op.auth) || (user !== null && op.auth.includes(user.role));

type Expectation = { status: number; when: "always" | "authorized" };
type FuzzCase = Case & { must?: Expectation };

function bodyCases(op: Operation): FuzzCase[] {
  const json = { "content-type": "application/json" };
  const cases: FuzzCase[] = [];
  const cap = op.maxBodyBytes ?? (op.bodyType === "multipart" ? MULTIPART_MAX_BODY_BYTES : JSON_MAX_BODY_BYTES);
  const unsafe = op.method !== "GET";
  if (unsafe) {
    // Over the cap: refused unread when declared (before the session lookup), counted when streamed.
    cases.push({ name: "declared length over the cap", body: "{}", headers: { ...json, "content-length": String(cap + 1) }, must: { status: 413, when: "always" } });
    // A call that allows other origins (one-click unsubscribe from a mail provider) is authorized by
    // its token alone; a foreign Origin must then change nothing the token does not allow (no 403).
    for (const origin of ["https://evil.example", "https://127.0.0.1:3999", "http://127.0.0.1:4000", "null"]) {
      const must: Expectation | undefined = op.allowCrossOrigin ? undefined : { status: 403, when: "always" };
      cases.push({ name: `Origin ${origin}`, body: "{}", headers: { ...json, origin }, must });
    }
  }
  if (op.bodyType === "multipart") {
    const fields = [...fieldsOf(jsonSchemaOf(op.body)).keys()];
    cases.push({ name: "streamed body over the cap", body: () => lazyBody(cap + 128 * 1024), headers: { "content-type": "multipart/form-data; boundary=x" }, must: { status: 413, when: "authorized" } });
    cases.push({ name: "not multipart", body: "garbage", headers: { "content-type": "multipart/form-data; boundary=x" } });
    cases.push({ name: "JSON instead of multipart", body: "{}", headers: json });
    for (const field of fields) {
      for (const value of ["", "x".repeat(5000), deepArray, "\u0000", ...SURROGATES]) {
        const form = new FormData();
        form.append(field, value);
        cases.push({ name: `${field} = ${JSON.stringify(value).slice(0, 20)}`, body: form });
      }
      const asFile = new FormData();
      asFile.append(field, new File(["%PDF-1.7"], "x.pdf", { type: "application/pdf" }));
      cases.push({ name: `${field} as a file`, body: asFile });
      const twice = new FormData();
      twice.append(field, "a");
      twice.append(field, "b");
      cases.push({ name: `${field} twice`, body: twice });
    }
    return cases;
  }
  if (!op.body) return cases;
  const schema = jsonSchemaOf(op.body);
  const base = sample(schema);
  const fields = [...fieldsOf(schema).keys()];
  cases.push({ name: "streamed body over the cap", body: () => lazyBody(cap + 128 * 1024), headers: json, must: { status: 413, when: "authorized" } });
  for (const raw of ["{not json", "", "   ", "null", "1", '"x"', "[]", "[1,", deepArray, deepObject, JSON.stringify({ a: deepArray })]) {
    cases.push({ name: `body ${raw.slice(0, 12)}`, body: raw, headers: json });
  }
  cases.push({ name: "body not UTF-8", body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), headers: json });
  cases.push({ name: "no body", body: null, headers: json });
  for (const value of WRONG_VALUES) cases.push({ name: `whole body ${JSON.stringify(value).slice(0, 20)}`, body: JSON.stringify(value), headers: json });
  const object = base && typeof base === "object" && !Array.isArray(base) ? (base as Record<string, unknown>) : {};
  for (const field of fields) {
    for (const value of [...WRONG_VALUES, ...SURROGATES]) {
      cases.push({ name: `${field} = ${JSON.stringify(value).slice(0, 20)}`, body: JSON.stringify({ ...object, [field]: value }), headers: json });
    }
    cases.push({ name: `${field} nested 9,000 deep`, body: `{"${field}":${deepArray}}`, headers: json });
  }
  cases.push({ name: "surrogate key", body: JSON.stringify({ ...object, "\ud800": 1 }), headers: json });
  return cases;
}

function queryCases(op: Operation): FuzzCase[] {
  if (!op.query) return [];
  const cases: FuzzCase[] = [];
  for (const field of fieldsOf(jsonSchemaOf(op.query)).keys()) {
    for (const value of ["", "x".repeat(5000), "%00", "%zz", "-1", "1e309", "NaN", "0x10", "[]", "{}", "%ED%A0%80", "%F0%9F"]) {
      cases.push({ name: `?${field}=${value.slice(0, 12)}`, url: `?${field}=${value}` });
    }
    cases.push({ name: `?${field} twice`, url: `?${field}=a&${field}=b` });
  }
  cases.push({ name: "query with an undecodable name", url: "?%zz=1&%=2" });
  return cases;
}

function paramCases(op: Operation): FuzzCase[] {
  if (!op.params) return [];
  const cases: FuzzCase[] = [];
  const keys = [...fieldsOf(jsonSchemaOf(op.params)).keys()];
  for (const key of keys) {
    for (const value of ["%zz", "%E0%A4%A", "\ud800", "a\u0000b", "x".repeat(300), "../../etc/passwd", "", " ", "nonexistent0000"]) {
      cases.push({ name: `{${key}} = ${JSON.stringify(value).slice(0, 16)}`, params: { [key]: value } });
    }
  }
  return cases;
}

type Failure = string;

async function run(op: Operation, handler: Handler, user: SessionUser | null, c: FuzzCase, failures: Failure[]) {
  const params = { ...Object.fromEntries([...fieldsOf(jsonSchemaOf(op.params)).keys()].map((k) => [k, "nonexistent0000"])), ...c.params };
  const headers = { ...HOST, ...c.headers };
  const hasBody = op.method !== "GET" && c.body !== undefined;
  const req = new NextRequest(urlOf(op, params, c.url), {
    method: op.method,
    headers,
    ...(hasBody ? { body: typeof c.body === "function" ? c.body() : c.body, duplex: "half" } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
  const where = `${user?.role ?? "logged out"} ${op.method} ${op.path} [${c.name}]`;
  let res: Response;
  try {
    res = await handler(req, { params: Promise.resolve(params) });
  } catch (error) {
    failures.push(`${where}: threw ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  if (res.status >= 500) failures.push(`${where}: ${res.status} ${(await res.text()).slice(0, 120)}`);
  else if (res.status >= 400) {
    const body = (await res.json().catch(() => null)) as { success?: unknown; code?: unknown; message?: unknown } | null;
    if (!body || body.success !== false || !ERROR_CODES.includes(body.code as never) || typeof body.message !== "string") {
      failures.push(`${where}: ${res.status} without the error envelope: ${JSON.stringify(body)?.slice(0, 120)}`);
    }
  } else await res.body?.cancel();
  if (c.must && (c.must.when === "always" || authorized(op, user)) && res.status !== c.must.status) {
    failures.push(`${where}: expected ${c.must.status}, got ${res.status}`);
  }
}

describe("fuzzing every /api/v1 operation", () => {
  it("covers every operation", () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}: no 5xx, every 4xx an envelope with a code`, async () => {
      const handler = await handlerOf(op);
      const cases = [...bodyCases(op), ...queryCases(op), ...paramCases(op), { name: "plain call" }];
      const failures: Failure[] = [];
      for (const [, user] of sessions) {
        session.user = user;
        // A role that is refused never reaches the input: a few cases show it, the rest add nothing.
        const relevant = authorized(op, user) ? cases : cases.filter((c) => c.must || c.name === "plain call");
        for (const c of relevant) await run(op, handler, user, c, failures);
      }
      session.user = null;
      expect(failures).toEqual([]);
    });
  }

  it("answers an undecodable path param with the 400 envelope before Next can (proxy.ts)", async () => {
    const { proxy } = await import("@/proxy");
    for (const op of operations.filter((o) => o.params)) {
      const url = `${SITE}/api/v1${op.path.replace(/\{\w+\}/g, "%zz")}`;
      const res = await proxy(new NextRequest(url, { method: op.method, headers: HOST }));
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: "VALIDATION" });
    }
  });
});
