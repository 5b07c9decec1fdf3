// The UploadThing adapter against an in-memory fake of UploadThing's servers, answering the exact
// requests uploadthing/server (v7) makes. No network: the fake is the `fetch` the SDK is given, and
// the global fetch is stubbed to throw, so a request that bypasses the fake fails the test.
//
// What the SDK does (read from node_modules/uploadthing/server/index.js and @uploadthing/shared):
// - uploadFiles: signs an ingest URL locally (HMAC-SHA256 of the URL, keyed by the API key) and PUTs
//   multipart form data (field "file") to `${ingestUrl}/${fileKey}`; expects JSON with url, appUrl,
//   ufsUrl, fileHash. The file key is generated locally, not returned by the server.
// - generateSignedURL: local signing only, `https://${appId}.${ufsHost}/f/${key}?expires=..&signature=..`.
// - deleteFiles: POST `${apiUrl}/v6/deleteFiles` with JSON { fileKeys } and the API key in the
//   x-uploadthing-api-key header; expects { success, deletedCount }.
import { createHash, createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newStorageKey } from "@/lib/storage";
import { uploadThingStorage } from "@/lib/storage/uploadthing";

const API_KEY = "sk_test_0123456789abcdef0123456789abcdef";
const APP_ID = "fakeapp7";
const REGION = "sea1";

/** A token shaped as the SDK parses it: base64 of JSON { apiKey: "sk_...", appId, regions, ingestHost? }. */
function makeToken(apiKey = API_KEY, extra: { ingestHost?: string } = {}) {
  return Buffer.from(JSON.stringify({ apiKey, appId: APP_ID, regions: [REGION], ...extra })).toString("base64");
}

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
}

interface FakeOptions {
  /** Defaults are the production hosts the SDK derives from the token. */
  apiOrigin?: string;
  ingestOrigin?: string;
  ufsHost?: string;
  /** Status the ingest server answers every upload with (simulates an outage). */
  failUploadsWith?: number;
}

/** In-memory UploadThing: bytes by file key, plus every request it saw. */
function fakeUploadThing(options: FakeOptions = {}) {
  const apiOrigin = options.apiOrigin ?? "https://api.uploadthing.com";
  const ingestOrigin = options.ingestOrigin ?? `https://${REGION}.ingest.uploadthing.com`;
  const ufsOrigin = `https://${APP_ID}.${options.ufsHost ?? "ufs.sh"}`;
  const files = new Map<string, { bytes: Uint8Array; type: string; name: string; customId: string | null }>();
  const requests: Recorded[] = [];
  const unexpected: string[] = [];

  const json = (body: unknown, status = 200) => Response.json(body, { status });

  // The server side of generateSignedURL: the signature is appended last, over the URL before it.
  function checkSignature(url: URL): string | null {
    const signature = url.searchParams.get("signature");
    const at = url.href.lastIndexOf("&signature=");
    if (!signature || at < 0) return "missing signature";
    const expected = `hmac-sha256=${createHmac("sha256", API_KEY).update(url.href.slice(0, at)).digest("hex")}`;
    if (signature !== expected) return "bad signature";
    const expires = Number(url.searchParams.get("expires"));
    if (!(expires > Date.now())) return "expired or missing expiry";
    return null;
  }
  // The SDK encodeURIComponent()s each value before URLSearchParams encodes it again.
  const param = (url: URL, name: string) => {
    const value = url.searchParams.get(name);
    return value === null ? null : decodeURIComponent(value);
  };

  async function ingest(request: Request, url: URL) {
    const problem = checkSignature(url);
    if (problem) return json({ error: problem }, 403);
    if (options.failUploadsWith) return json({ error: "ingest unavailable" }, options.failUploadsWith);
    if (param(url, "x-ut-identifier") !== APP_ID) return json({ error: "wrong app" }, 400);
    const file = (await request.formData()).get("file");
    if (!(file instanceof Blob)) return json({ error: "no file field" }, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (Number(param(url, "x-ut-file-size")) !== bytes.length) return json({ error: "size mismatch" }, 400);
    const key = url.pathname.slice(1);
    files.set(key, {
      bytes,
      type: param(url, "x-ut-file-type") ?? "application/octet-stream",
      name: param(url, "x-ut-file-name") ?? "",
      customId: param(url, "x-ut-custom-id"),
    });
    return json({
      url: `https://utfs.io/f/${key}`,
      appUrl: `https://utfs.io/a/${APP_ID}/${key}`,
      ufsUrl: `${ufsOrigin}/f/${key}`,
      fileHash: createHash("md5").update(bytes).digest("hex"),
      serverData: null,
    });
  }

  function download(url: URL) {
    const problem = checkSignature(url);
    if (problem) return new Response(problem, { status: 403 });
    const file = files.get(url.pathname.slice("/f/".length));
    if (!file) return new Response("Not found", { status: 404 });
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": file.type } });
  }

  async function deleteFiles(request: Request) {
    if (request.headers.get("x-uploadthing-api-key") !== API_KEY) return json({ error: "Invalid API key" }, 401);
    const { fileKeys } = (await request.json()) as { fileKeys: string[] };
    const deletedCount = fileKeys.filter((key) => files.delete(key)).length;
    return json({ success: true, deletedCount });
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers) });
    if (request.method === "PUT" && url.origin === ingestOrigin) return ingest(request, url);
    if (request.method === "GET" && url.origin === ufsOrigin && url.pathname.startsWith("/f/")) return download(url);
    if (request.method === "POST" && url.origin === apiOrigin && url.pathname === "/v6/deleteFiles") {
      return deleteFiles(request);
    }
    unexpected.push(`${request.method} ${request.url}`);
    return json({ error: "not faked" }, 501);
  };

  return { fetch, files, requests, unexpected };
}

let fake: ReturnType<typeof fakeUploadThing>;

beforeEach(() => {
  fake = fakeUploadThing();
  // Nothing may reach the real network (or the global fetch at all).
  vi.stubGlobal("fetch", () => Promise.reject(new Error("global fetch used: network is off in this test")));
  // Keep a developer's UPLOADTHING_* settings out (the SDK reads them as fallbacks), and the SDK quiet.
  for (const name of ["API_URL", "INGEST_URL", "UFS_HOST", "UFS_APP_ID_LOCATION"]) {
    vi.stubEnv(`UPLOADTHING_${name}`, undefined);
  }
  vi.stubEnv("UPLOADTHING_LOG_LEVEL", "None");
  // The SDK itself reads the deprecated `url`/`appUrl` of every upload response and warns; mute that only.
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith("⚠️ [uploadthing][deprecated]")) warn(...args);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  expect(fake.unexpected).toEqual([]);
});

describe("uploadThingStorage", () => {
  it("put then get returns the same bytes under the key UploadThing assigned", async () => {
    const storage = uploadThingStorage(makeToken(), { fetch: fake.fetch });
    const key = newStorageKey();
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 1, 2, 3]);

    const stored = await storage.put(key, bytes, "application/pdf");

    // The SDK generates the file key locally; put returns that one, and the fake holds exactly it.
    expect([...fake.files.keys()]).toEqual([stored]);
    expect(fake.files.get(stored)).toMatchObject({ type: "application/pdf", name: key, customId: key });
    expect(await storage.get(stored)).toEqual(bytes);

    const [upload, download] = fake.requests;
    expect(upload.method).toBe("PUT");
    expect(new URL(upload.url).origin).toBe(`https://${REGION}.ingest.uploadthing.com`);
    expect(upload.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(download.method).toBe("GET");
    expect(new URL(download.url).origin + new URL(download.url).pathname).toBe(`https://${APP_ID}.ufs.sh/f/${stored}`);
  });

  it("get of an unknown key is null", async () => {
    const storage = uploadThingStorage(makeToken(), { fetch: fake.fetch });
    expect(await storage.get(newStorageKey())).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it("download URLs are signed with the API key and expire in minutes", async () => {
    const storage = uploadThingStorage(makeToken(), { fetch: fake.fetch });
    const stored = await storage.put(newStorageKey(), new Uint8Array([1]), "image/png");
    await storage.get(stored);
    const url = new URL(fake.requests[1].url);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    // A URL signed with another key is refused (so the fake's check is real, not a formality).
    const forged = uploadThingStorage(makeToken("sk_test_someone_else"), { fetch: fake.fetch });
    await expect(forged.get(stored)).rejects.toThrow("UploadThing download failed with 403");
  });

  it("a failing upload throws a clear error and stores nothing", async () => {
    fake = fakeUploadThing({ failUploadsWith: 500 });
    const storage = uploadThingStorage(makeToken(), { fetch: fake.fetch });
    await expect(storage.put(newStorageKey(), new Uint8Array([1, 2]), "application/pdf")).rejects.toThrow(
      "UploadThing upload failed: Failed to upload file",
    );
    expect(fake.files.size).toBe(0);
  });

  it("an upload signed with the wrong API key is refused", async () => {
    const storage = uploadThingStorage(makeToken("sk_test_wrong"), { fetch: fake.fetch });
    await expect(storage.put(newStorageKey(), new Uint8Array([1]), "application/pdf")).rejects.toThrow(
      "UploadThing upload failed",
    );
    expect(fake.files.size).toBe(0);
  });

  it("delete removes the file; deleting it again is not an error", async () => {
    const storage = uploadThingStorage(makeToken(), { fetch: fake.fetch });
    const stored = await storage.put(newStorageKey(), new Uint8Array([9, 9]), "application/pdf");

    await storage.delete(stored);

    expect(await storage.get(stored)).toBeNull();
    await expect(storage.delete(stored)).resolves.toBeUndefined();
    const deletes = fake.requests.filter((r) => r.method === "POST");
    expect(deletes.map((r) => r.url)).toEqual([
      "https://api.uploadthing.com/v6/deleteFiles",
      "https://api.uploadthing.com/v6/deleteFiles",
    ]);
  });

  it("sends the API key only as the API header, never in a URL", async () => {
    const storage = uploadThingStorage(makeToken(), { fetch: fake.fetch });
    const stored = await storage.put(newStorageKey(), new Uint8Array([4, 2]), "text/plain");
    await storage.get(stored);
    await storage.delete(stored);

    expect(fake.requests.map((r) => r.method)).toEqual(["PUT", "GET", "POST"]);
    for (const { url, headers, method } of fake.requests) {
      expect(url).not.toContain(API_KEY);
      expect(decodeURIComponent(decodeURIComponent(url))).not.toContain(API_KEY);
      expect(headers["x-uploadthing-api-key"]).toBe(method === "POST" ? API_KEY : undefined);
    }
  });

  it("honours apiUrl, ingestUrl and ufsHost overrides for every request", async () => {
    fake = fakeUploadThing({
      apiOrigin: "https://api.ut.test",
      ingestOrigin: "https://ingest.ut.test",
      ufsHost: "ufs.ut.test",
    });
    const storage = uploadThingStorage(makeToken(), {
      fetch: fake.fetch,
      apiUrl: "https://api.ut.test",
      ingestUrl: "https://ingest.ut.test",
      ufsHost: "ufs.ut.test",
    });
    const stored = await storage.put(newStorageKey(), new Uint8Array([7]), "application/pdf");
    expect(await storage.get(stored)).toEqual(new Uint8Array([7]));
    await storage.delete(stored);
    expect(fake.files.size).toBe(0);
    expect(fake.requests.map((r) => new URL(r.url).origin)).toEqual([
      "https://ingest.ut.test",
      `https://${APP_ID}.ufs.ut.test`,
      "https://api.ut.test",
    ]);
  });

  it("uses the ingest host carried in the token", async () => {
    fake = fakeUploadThing({ ingestOrigin: `https://${REGION}.ingest.example.test` });
    const storage = uploadThingStorage(makeToken(API_KEY, { ingestHost: "ingest.example.test" }), {
      fetch: fake.fetch,
    });
    await storage.put(newStorageKey(), new Uint8Array([1]), "application/pdf");
    expect(fake.files.size).toBe(1);
  });
});
