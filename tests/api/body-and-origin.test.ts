// withApi's door: body caps (counted while streaming, declared lengths refused unread), bodies
// that are not JSON or are nested 9,000 deep (400, never 500), multipart parsed from the counted
// bytes, and the CSRF check comparing scheme, host and port. Synthetic operations, no database.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { TOO_DEEP_MESSAGE } from "@/lib/validations/parse";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { withApi, JSON_MAX_BODY_BYTES } = await import("@/lib/api/handler");

const echoOp = defineOperation({
  id: "echo",
  method: "POST",
  path: "/test/echo",
  summary: "echo",
  tag: "Test",
  auth: "public",
  body: z.object({ text: z.string().max(300_000) }),
  response: z.object({ length: z.number() }),
});
const echo = withApi(echoOp, async ({ body }) => ({ length: body.text.length }));

const roomyOp = defineOperation({ ...echoOp, id: "roomy", maxBodyBytes: 1024 * 1024 });
const roomy = withApi(roomyOp, async ({ body }) => ({ length: body.text.length }));

const uploadOp = defineOperation({
  id: "upload",
  method: "POST",
  path: "/test/upload",
  summary: "upload",
  tag: "Test",
  auth: "public",
  bodyType: "multipart",
  maxBodyBytes: 4096,
  tooLargeMessage: "Files may be up to 4 KB.",
  response: z.object({ name: z.string(), size: z.number() }),
});
const upload = withApi(uploadOp, async ({ form }) => {
  const file = form.get("file") as File;
  return { name: String(form.get("name")), size: file.size };
});

const noBodyOp = defineOperation({ id: "nobody", method: "DELETE", path: "/test/nobody", summary: "x", tag: "Test", auth: "public", response: z.null() });
const noBody = withApi(noBodyOp, async () => null);

const route = { params: Promise.resolve({}) };
const URL_ = "http://127.0.0.1:3999/api/v1/test";

/** A body of `total` bytes made on demand, counting how much the server pulled. */
function countingStream(total: number, chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const size = Math.min(chunk, total - state.pulled);
      state.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  }, { highWaterMark: 0 }); // nothing is produced before someone reads
  return { stream, state };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") {
  return new NextRequest(URL_, { method, body, headers, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
}

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; message?: string; response?: unknown } };
}

afterEach(() => vi.restoreAllMocks());

describe("withApi body cap", () => {
  it("stops reading an anonymous 100 MB streamed body just past the cap and answers 413", async () => {
    const { stream, state } = countingStream(100 * 1024 * 1024);
    const res = await answer(await echo(post(stream, { "content-type": "application/json" }), route));
    expect(res).toEqual({ status: 413, body: { success: false, code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." } });
    expect(state.pulled).toBeLessThanOrEqual(JSON_MAX_BODY_BYTES + 2 * 64 * 1024);
  });

  it("refuses a declared Content-Length over the cap without reading a byte", async () => {
    const { stream, state } = countingStream(100 * 1024 * 1024);
    const res = await answer(await echo(post(stream, { "content-length": String(100 * 1024 * 1024) }), route));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(state.pulled).toBe(0);
    // Also for a call that takes no body at all.
    expect((await answer(await noBody(post("x", { "content-length": String(10 * 1024 * 1024) }, "DELETE"), route))).status).toBe(413);
  });

  it("uses the operation's own cap", async () => {
    const text = "a".repeat(200 * 1024);
    expect((await answer(await echo(post(JSON.stringify({ text })), route))).status).toBe(413);
    expect(await answer(await roomy(post(JSON.stringify({ text })), route))).toEqual({ status: 200, body: { success: true, response: { length: text.length } } });
  });

  it("caps multipart uploads too, with the operation's message, and parses the counted bytes", async () => {
    const small = new FormData();
    small.set("name", "resume");
    small.set("file", new File(["%PDF-1.7 tiny"], "cv.pdf", { type: "application/pdf" }));
    expect(await answer(await upload(post(small), route))).toEqual({ status: 200, body: { success: true, response: { name: "resume", size: 13 } } });

    const big = new FormData();
    big.set("file", new File([new Uint8Array(8192)], "cv.pdf", { type: "application/pdf" }));
    expect(await answer(await upload(post(big), route))).toEqual({
      status: 413,
      body: { success: false, code: "PAYLOAD_TOO_LARGE", message: "Files may be up to 4 KB." },
    });
    const { stream } = countingStream(10 * 1024 * 1024);
    const streamed = await answer(await upload(post(stream, { "content-type": "multipart/form-data; boundary=x" }), route));
    expect(streamed.status).toBe(413);

    const garbage = await answer(await upload(post("not multipart", { "content-type": "multipart/form-data; boundary=x" }), route));
    expect(garbage).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
  });
});

describe("withApi JSON bodies", () => {
  it("answers 400 VALIDATION for bodies that are not JSON, empty, missing or not UTF-8", async () => {
    for (const body of ["{not json", "", "   ", null, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])]) {
      const res = await answer(await echo(post(body, { "content-type": "application/json" }), route));
      expect(res.status, String(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
  });

  it("refuses 9,000 levels of nesting with 400, never a 500", async () => {
    const error = vi.spyOn(console, "error");
    for (const deep of ["[".repeat(9000) + "]".repeat(9000), '{"a":'.repeat(9000) + "1" + "}".repeat(9000)]) {
      const res = await answer(await echo(post(deep), route));
      expect(res).toEqual({ status: 400, body: { success: false, code: "VALIDATION", message: TOO_DEEP_MESSAGE } });
    }
    expect(error).not.toHaveBeenCalled();
  });
});

describe("withApi origin check", () => {
  const body = JSON.stringify({ text: "hi" });

  it("compares scheme, host and port with the site's own origin", async () => {
    const host = { host: "127.0.0.1:3999" };
    const refused = { status: 403, body: { success: false, code: "FORBIDDEN", message: "Cross-site requests are not allowed." } };
    for (const origin of ["https://127.0.0.1:3999", "http://127.0.0.1:4000", "http://127.0.0.1", "http://evil.example", "null", "not a url"]) {
      expect(await answer(await echo(post(body, { ...host, origin }), route)), origin).toEqual(refused);
    }
    expect((await echo(post(body, { ...host, origin: "http://127.0.0.1:3999" }), route)).status).toBe(200);
    // Without an Origin it is not a browser, so no ambient cookie to abuse.
    expect((await echo(post(body, host), route)).status).toBe(200);
  });

  it("takes the site's scheme and host from the reverse proxy's X-Forwarded headers", async () => {
    const proxied = { host: "127.0.0.1:3000", "x-forwarded-proto": "https", "x-forwarded-host": "jobs.example" };
    expect((await echo(post(body, { ...proxied, origin: "https://jobs.example" }), route)).status).toBe(200);
    expect((await echo(post(body, { ...proxied, origin: "http://jobs.example" }), route)).status).toBe(403);
    expect((await echo(post(body, { ...proxied, origin: "https://127.0.0.1:3000" }), route)).status).toBe(403);
  });
});
