// Text Postgres cannot store (a NUL character) is bad input: 400 in the envelope, never a 500.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { INVALID_TEXT_MESSAGE, toApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth", () => ({ auth: async () => null, signIn: async () => undefined, signOut: async () => undefined }));

const getJobs = await import("@/app/api/v1/jobs/get-jobs/route");
const getJob = await import("@/app/api/v1/jobs/get-job/[id]/route");
const sendOtp = await import("@/app/api/v1/auth/send-otp/route");

const refused = { status: 400, body: { success: false, code: "VALIDATION", message: INVALID_TEXT_MESSAGE } };

async function call(handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>, url: string, init?: { params?: Record<string, string>; body?: string }) {
  const req = new NextRequest(`http://localhost${url}`, init?.body ? { method: "POST", body: init.body, headers: { "content-type": "application/json" } } : undefined);
  const res = await handler(req, { params: Promise.resolve(init?.params ?? {}) });
  return { status: res.status, body: await res.json() };
}

describe("a NUL character in the input", () => {
  it("is refused in the query, the path and a JSON body", async () => {
    expect(await call(getJobs.GET, "/api/v1/jobs/get-jobs?search=%00")).toEqual(refused);
    expect(await call(getJobs.GET, "/api/v1/jobs/get-jobs?city=a%00b")).toEqual(refused);
    expect(await call(getJob.GET, "/api/v1/jobs/get-job/x", { params: { id: "a\u0000b" } })).toEqual(refused);
    expect(await call(sendOtp.POST, "/api/v1/auth/send-otp", { body: JSON.stringify({ email: "a@b.example", ["x\u0000"]: 1 }) })).toEqual(refused);
  });

  it("that still reaches the database becomes a 400, not a 500", async () => {
    const error = await db.$queryRaw`SELECT ${"a\u0000b"}::text AS "x"`.catch((e: unknown) => e);
    expect(toApiError(error)).toMatchObject({ status: 400, message: INVALID_TEXT_MESSAGE });
  });
});
