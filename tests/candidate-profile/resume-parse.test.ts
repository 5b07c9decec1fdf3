// POST candidate/resume-parse (decisions.md section 14): real files made at test time
// (tests/helpers/resumes.ts) through the route and the service, the reader in its child process.
import { execFileSync } from "node:child_process";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { as, bytesFile, fakeDoc, formOf, setupTempDataDir, storedUploads } from "./helpers";
import {
  corruptedPdf,
  decompressionBombPdf,
  DOCX_RESUME_FIELDS,
  docxResume,
  encryptedPdf,
  hugePdf,
  imageOnlyPdf,
  ONE_COLUMN_RESUME_FIELDS,
  oneColumnResumePdf,
  TWO_COLUMN_RESUME_FIELDS,
  twoColumnResumePdf,
} from "@/tests/helpers/resumes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const dataDir = setupTempDataDir();
const { db } = await import("@/lib/db");
const { createCandidate, createUser } = await import("@/tests/factories");
const { parseResume } = await import("@/lib/candidate-profile/service/resume-parse");
const { forgetSkillCatalogue } = await import("@/lib/skills/service/find-in-text");
const { hit } = await import("@/lib/security/rate-limit");

type Found = { skillId: string; name: string };
const skills: Record<string, Found> = {};

/** Test skills, by name (the shipped catalogue may hold the same names: then its rows are used). */
async function ensureSkill(name: string, aliases: string[] = []): Promise<void> {
  const id = `t-${name.toLowerCase().replace(/[^a-z0-9+#]+/g, "-")}`;
  const row = await db.skill.upsert({ where: { name }, create: { id, name, category: "test", aliases }, update: {} });
  skills[name] = { skillId: row.id, name: row.name };
}

beforeAll(async () => {
  for (const [name, aliases] of [
    ["JavaScript", ["JS"]],
    ["Java", []],
    ["Node.js", ["NodeJS"]],
    ["React", ["ReactJS"]],
    ["PostgreSQL", ["Postgres"]],
    ["Docker", []],
    ["Go", ["Golang"]],
    ["Python", []],
    ["Django", []],
    ["SQL", []],
    ["Power BI", []],
    ["Agile", []],
    ["Scrum", []],
    ["Jira", []],
    ["MS Excel", ["Microsoft Excel"]],
  ] as const) {
    await ensureSkill(name, [...aliases]);
  }
  forgetSkillCatalogue();
});

afterEach(() => as(null));

async function newCandidate() {
  const { user } = await createCandidate();
  as(user);
  return user;
}

async function callParse(form: FormData) {
  const { POST } = await import("@/app/api/v1/candidate/resume-parse/route");
  const req = new NextRequest("http://localhost/api/v1/candidate/resume-parse", { method: "POST", body: form });
  const res = await POST(req, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

const upload = (bytes: Uint8Array, name: string) => callParse(formOf({ resume: bytesFile(bytes, name) }));
const names = (found: Found[]) => found.map((s) => s.name);

/** A file read through the route: 200, and its fields with the skills apart. */
async function parsed(bytes: Uint8Array, name: string): Promise<{ found: Found[]; fields: Record<string, unknown> }> {
  const res = await upload(bytes, name);
  expect(res.status).toBe(200);
  const { skills: found, ...fields } = res.body.response.fields;
  return { found, fields };
}

describe("POST candidate/resume-parse: what each layout yields", () => {
  it("one-column PDF: every field, and the catalogue skills it names (not Java inside JavaScript, not 'go')", async () => {
    await newCandidate();
    const { found, fields } = await parsed(await oneColumnResumePdf(), "priya.pdf");
    expect(fields).toEqual(ONE_COLUMN_RESUME_FIELDS);
    expect(found).toEqual(expect.arrayContaining(["Node.js", "PostgreSQL", "Docker", "React", "JavaScript"].map((n) => skills[n])));
    expect(names(found)).not.toContain("Java");
    expect(names(found)).not.toContain("Go");
  });

  it("two-column PDF (sidebar drawn row by row with the main column): columns read apart", async () => {
    await newCandidate();
    const {
      found,
      fields: { workExperience, ...fields },
    } = await parsed(await twoColumnResumePdf(), "rahul.pdf");
    expect(fields).toEqual(TWO_COLUMN_RESUME_FIELDS);
    // Aug 2018 to today (no years stated): 8 in November 2026, more later.
    const now = new Date();
    expect(workExperience).toBe(Math.floor((now.getUTCFullYear() * 12 + now.getUTCMonth() - (2018 * 12 + 7)) / 12));
    expect(found).toEqual(expect.arrayContaining(["Python", "Django", "SQL", "Power BI"].map((n) => skills[n])));
  });

  it(".docx: every field, the entry marked Present first", async () => {
    await newCandidate();
    const { found, fields } = await parsed(docxResume(), "anita.docx");
    expect(fields).toEqual(DOCX_RESUME_FIELDS);
    expect(found).toEqual(expect.arrayContaining(["Agile", "Scrum", "Jira", "MS Excel"].map((n) => skills[n])));
  });

  it("saves nothing and stores no file", async () => {
    const user = await newCandidate();
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { candidate: true } });
    expect((await upload(await oneColumnResumePdf(), "cv.pdf")).status).toBe(200);
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await db.candidateSkill.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { candidate: true } })).toEqual(before);
    expect(storedUploads(dataDir)).toEqual([]);
  });
});

describe("POST candidate/resume-parse: files it cannot use", () => {
  it("an image-only PDF (a scan): 422 NO_TEXT", async () => {
    await newCandidate();
    const res = await upload(await imageOnlyPdf(), "scan.pdf");
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: "NO_TEXT", message: "We could not read any text in this file" });
  });

  it("an encrypted PDF and a corrupted one: 422 UNREADABLE_FILE, never a 500", async () => {
    await newCandidate();
    const locked = await upload(await encryptedPdf(), "locked.pdf");
    expect(locked.status).toBe(422);
    expect(locked.body).toMatchObject({ code: "UNREADABLE_FILE", message: expect.stringContaining("password") });
    const broken = await upload(corruptedPdf(), "broken.pdf");
    expect(broken.status).toBe(422);
    expect(broken.body).toMatchObject({ code: "UNREADABLE_FILE", message: "We could not read this file; upload it again as a PDF or Word document" });
    // A Word 97-2003 container with no readable document inside.
    const doc = await upload(fakeDoc(), "old.doc");
    expect(doc.status).toBe(422);
    expect(doc.body.code).toBe("UNREADABLE_FILE");
  });

  it("over 5 MB: 413 as the profile upload answers (in the body cap, and past it)", async () => {
    await newCandidate();
    const justOver = await upload(hugePdf(), "big.pdf");
    expect(justOver.status).toBe(413);
    expect(justOver.body).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "The resume must be 5 MB or smaller", errors: { resume: "The resume must be 5 MB or smaller" } });
    const farOver = await upload(hugePdf(6 * 1024 * 1024), "bigger.pdf");
    expect(farOver.status).toBe(413);
    expect(farOver.body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("a wrong type from its bytes: 415, whatever the name", async () => {
    await newCandidate();
    const text = await upload(new TextEncoder().encode("Priya Sharma, a resume in plain text"), "resume.pdf");
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: "UNSUPPORTED_TYPE", errors: { resume: "Please choose a PDF, DOC or DOCX file" } });
    // A CFB container that is not a Word document (a spreadsheet's stream name).
    expect((await upload(fakeDoc(false), "sheet.doc")).status).toBe(415);
  });

  it("no file: 400 with the part's message; a text part is not a file", async () => {
    await newCandidate();
    const none = await callParse(formOf({ other: "x" }));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: "VALIDATION", errors: { resume: "Please choose a resume file (PDF, DOC or DOCX)" } });
    expect((await callParse(formOf({ resume: "not a file" }))).status).toBe(400);
    expect((await callParse(formOf({ resume: bytesFile(new Uint8Array(0), "empty.pdf") }))).status).toBe(400);
  });

  it("candidates only: 401 logged out, 403 for an employer", async () => {
    as(null);
    expect((await upload(await oneColumnResumePdf(), "cv.pdf")).status).toBe(401);
    as(await createUser({ role: "Employer" }));
    expect((await upload(await oneColumnResumePdf(), "cv.pdf")).status).toBe(403);
  });

  it("30 reads an hour per candidate, then 429 with Retry-After", async () => {
    const user = await newCandidate();
    // This hour's window and the next one are both full: the upload is refused even across the hour.
    const hour = 60 * 60 * 1000;
    // hit() sweeps expired rows now and then (1 in 100): a sweep "at" the next hour would delete this
    // hour's row, so the random sweep is held off while the windows are filled.
    const random = vi.spyOn(Math, "random").mockReturnValue(0.5);
    for (const now of [new Date(), new Date(Date.now() + hour)]) {
      for (let i = 0; i < 30; i++) await hit({ key: `resume-parse:${user.id}`, limit: 30, windowMs: hour, now });
    }
    random.mockRestore();
    const res = await upload(docxResume(), "cv.docx");
    expect(res.status).toBe(429);
    expect(res.body.code).toBe("RATE_LIMITED");
  });
});

/** Process ids of this test process's children (but the `ps` asking). */
function children(): Set<string> {
  let out = "";
  try {
    out = execFileSync("ps", ["-o", "pid=,comm=", "--ppid", String(process.pid)], { encoding: "utf8" });
  } catch {
    return new Set(); // no children: ps exits 1
  }
  const rows = out.split("\n").map((line) => line.trim().split(/\s+/));
  return new Set(rows.filter(([pid, command]) => pid && command !== "ps").map(([pid]) => pid));
}

describe("the reader's deadline", () => {
  it("stops a file that would take far longer to read (a decompression bomb): 422 at the deadline, its process gone", async () => {
    const user = await newCandidate();
    const bomb = await decompressionBombPdf(40);
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const before = children();
    const started = Date.now();
    const result = parseResume(user, { resume: bytesFile(bomb, "bomb.pdf") }, { timeoutMs: 1500 });
    await expect(result).rejects.toMatchObject({ status: 422, code: "UNREADABLE_FILE" });
    // Unstopped, this file keeps pdf.js busy for many seconds and then exhausts its heap.
    expect(Date.now() - started).toBeLessThan(4000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...children()].filter((pid) => !before.has(pid))).toEqual([]);
  });

  it("lets two reads run at once on a server and asks a third to retry (503)", async () => {
    const user = await newCandidate();
    const bomb = await decompressionBombPdf(40);
    const slow = [0, 1].map(() => parseResume(user, { resume: bytesFile(bomb, "bomb.pdf") }, { timeoutMs: 1500 }).catch((e: unknown) => e));
    // The two reads have started (past the rate limit and the type check) before the third comes.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(parseResume(user, { resume: bytesFile(docxResume(), "cv.docx") })).rejects.toMatchObject({ status: 503, code: "UNAVAILABLE" });
    expect(await Promise.all(slow)).toEqual([expect.objectContaining({ code: "UNREADABLE_FILE" }), expect.objectContaining({ code: "UNREADABLE_FILE" })]);
    expect((await parseResume(user, { resume: bytesFile(docxResume(), "cv.docx") })).fields.fullName).toBe("Anita Desai");
  });
});
