// Shared by the candidate-profile integration tests: a temporary DATA_DIR for real file storage,
// a switchable "current user" (the tests mock @/lib/auth/guards with tests/helpers/mock-guards), and
// route callers.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import { DEMO_CANDIDATE_TEXT } from "@/lib/seed/demo-candidate";
import { session } from "@/tests/helpers/mock-guards";

export const FIXTURES = path.resolve("e2e/fixtures");

export function fixture(name: string, type = "application/octet-stream", as = name): File {
  return new File([readFileSync(path.join(FIXTURES, name))], as, { type });
}

export function bytesFile(bytes: Uint8Array, name: string): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name);
}

/** Points storage at a fresh temporary folder; call before anything stores a file. */
export function setupTempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "profile-test-"));
  process.env.DATA_DIR = dir;
  delete process.env.UPLOADTHING_TOKEN;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every stored upload under DATA_DIR/uploads (relative paths). */
export function storedUploads(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

export function as(user: SessionUser | null) {
  session.user = user;
}

const noParams = { params: Promise.resolve({}) };

export function formOf(fields: Record<string, string | File | string[]>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) form.append(key, v);
    else form.append(key, value);
  }
  return form;
}

export async function callUpdate(form: FormData, headers: Record<string, string> = {}) {
  const { POST } = await import("@/app/api/v1/candidate/update-profile/route");
  const req = new NextRequest("http://localhost/api/v1/candidate/update-profile", { method: "POST", body: form, headers });
  const res = await POST(req, noParams);
  return { status: res.status, body: await res.json() };
}

export async function callStep(form: FormData) {
  const { POST } = await import("@/app/api/v1/candidate/save-profile-step/route");
  const req = new NextRequest("http://localhost/api/v1/candidate/save-profile-step", { method: "POST", body: form });
  const res = await POST(req, noParams);
  return { status: res.status, body: await res.json() };
}

export async function callGetProfile() {
  const { GET } = await import("@/app/api/v1/candidate/get-profile/route");
  const res = await GET(new NextRequest("http://localhost/api/v1/candidate/get-profile"), noParams);
  return { status: res.status, body: await res.json() };
}

export async function callFile(link: string) {
  const { GET } = await import("@/app/api/v1/files/[id]/route");
  const id = link.replace("/api/v1/files/", "");
  return GET(new NextRequest(`http://localhost${link}`), { params: Promise.resolve({ id }) });
}

/** Every text field of a complete profile, as typed into the form: the demo candidate's, as a fresher. */
export const FULL_TEXT = {
  ...DEMO_CANDIDATE_TEXT,
  // What the tests check stands here rather than in the seed.
  fullName: "Priya Sharma",
  mobile: "9876543210",
  gender: "Female",
  dob: "1998-04-12",
  language: "English, Hindi , Marathi",
  currentAddress: "Flat 12, Shanti Apartments, Pune",
  permanentAddress: "Flat 12, Shanti Apartments, Pune",
  panCardNumber: "abcps1234k",
  workExperience: "0",
  currentCompany: "Pixel Forge",
  course: "B.Tech",
  passingYear: "2020",
  prefferedLocation: "Pune",
};

/** A tiny Word 97-2003 container: the CFB signature and a "WordDocument" stream name. */
export function fakeDoc(withWordStream = true): Uint8Array {
  const bytes = new Uint8Array(1536);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  const name = withWordStream ? "WordDocument" : "Workbook";
  [...name].forEach((c, i) => {
    bytes[1024 + i * 2] = c.charCodeAt(0);
  });
  return bytes;
}
