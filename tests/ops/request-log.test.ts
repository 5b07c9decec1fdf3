// One JSON line per API request (time, request id, method, route, status, duration, user id), the
// same id in X-Request-Id, and never the body's secrets. Synthetic operations, no database.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const logFile = path.join(mkdtempSync(path.join(tmpdir(), "request-log-")), "app.log");
process.env.LOG_FILE = logFile;
process.env.LOG_LEVEL = "info";

const { withApi } = await import("@/lib/api/handler");
const { defineOperation } = await import("@/lib/api/operation");
const { ApiError } = await import("@/lib/api/errors");
const { session } = await import("@/tests/helpers/mock-guards");

const SECRET_PASSWORD = "Hunter2-very-secret";
const SECRET_CODE = "Q7X9";
const SECRET_TOKEN = "tok_3f9a8b7c6d5e4f";

const op = defineOperation({
  id: "logTest",
  method: "POST",
  path: "/test/log/{id}",
  summary: "log test",
  tag: "Test",
  auth: ["Candidate"],
  params: z.object({ id: z.string() }),
  body: z.object({ password: z.string(), code: z.string(), token: z.string() }),
  response: z.object({ ok: z.boolean() }),
});
// "busy": the database is too busy to start the transaction (Prisma P2028); "gone": the client disconnects
// meanwhile.
const client = { abort: () => {} };
const handler = withApi(op, async ({ body }) => {
  if (body.code === "fail") throw new ApiError(409, "Nope.");
  if (body.code === "gone" || body.code === "busy") {
    if (body.code === "gone") client.abort();
    throw Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" });
  }
  return { ok: true };
});

const call = (body: Record<string, string>, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  client.abort = () => controller.abort();
  return handler(
    new NextRequest(`http://localhost/api/v1/test/log/abc?token=${SECRET_TOKEN}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    }),
    { params: Promise.resolve({ id: "abc" }) },
  );
};

function lines(): Record<string, unknown>[] {
  return readFileSync(logFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("request log", () => {
  beforeEach(() => {
    session.user = { id: "user-42", role: "Candidate", name: "Test", email: "t@example.com" } as typeof session.user;
  });

  it("writes one line per request with the X-Request-Id it answers, and no secrets", async () => {
    const res = await call({ password: SECRET_PASSWORD, code: SECRET_CODE, token: SECRET_TOKEN });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const written = lines().filter((line) => line.requestId === id);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ method: "POST", route: "/api/v1/test/log/{id}", status: 200, userId: "user-42", msg: "request" });
    expect(typeof written[0].time).toBe("string");
    expect(typeof written[0].durationMs).toBe("number");

    const text = readFileSync(logFile, "utf8");
    for (const secret of [SECRET_PASSWORD, SECRET_CODE, SECRET_TOKEN]) expect(text).not.toContain(secret);
  });

  it("keeps a well-formed id from the balancer, replaces a hostile one, and logs failures with their code", async () => {
    const kept = await call({ password: "x", code: "fail", token: "y" }, { "x-request-id": "nginx-0123456789abcdef" });
    expect(kept.status).toBe(409);
    expect(kept.headers.get("x-request-id")).toBe("nginx-0123456789abcdef");
    expect(lines().find((line) => line.requestId === "nginx-0123456789abcdef")).toMatchObject({
      status: 409,
      errorCode: "CONFLICT",
      level: 40,
    });

    const replaced = await call({ password: "x", code: "y", token: "z" }, { "x-request-id": "<script>alert(1)</script>" });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    session.user = null;
    const anonymous = await call({ password: "x", code: "y", token: "z" });
    expect(anonymous.status).toBe(401);
    expect(lines().find((line) => line.requestId === anonymous.headers.get("x-request-id"))).toMatchObject({ userId: null, status: 401 });
  });

  it("logs an answer the client did not wait for as 499 with what it would have been, not as a server error", async () => {
    const res = await call({ password: "x", code: "gone", token: "y" });
    expect(res.status).toBe(503);
    expect(lines().find((line) => line.requestId === res.headers.get("x-request-id"))).toMatchObject({
      status: 499,
      answered: 503,
      errorCode: "UNAVAILABLE",
      level: 30,
    });
    // Still connected: the same failure is a 503 at error level.
    const seen = await call({ password: "x", code: "busy", token: "z" });
    expect(seen.status).toBe(503);
    const line = lines().find((l) => l.requestId === seen.headers.get("x-request-id"));
    expect(line).toMatchObject({ status: 503, errorCode: "UNAVAILABLE", level: 50 });
    expect(line).not.toHaveProperty("answered");
  });
});
