// GET training/certificates/{code}/pdf (decisions.md section 15): the owner downloads an A4 landscape
// PDF naming them, the programme and the code, with a QR code to the public page; anyone else's (or
// an unknown) code is 404, a revoked certificate 410, a visitor 401.
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { PDFParse } from "pdf-parse";
import { PDFDocument } from "pdf-lib";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { createBatch, createProgramme, enrolCandidate } from "@/tests/certificates/fixtures";
import type { SessionUser } from "@/lib/auth/types";
import type { FinishedBatchJson } from "@/lib/certificates/contract";
import { callRoute } from "@/tests/helpers/call-route";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { GET } = await import("@/app/api/v1/training/certificates/[code]/pdf/route");
const { PUT } = await import("@/app/api/v1/training/enrollments/[id]/result/route");
const { POST: FINISH } = await import("@/app/api/v1/training/batches/[id]/finish/route");
const { session } = await import("@/tests/helpers/mock-guards");

/** The raw answer (a PDF is no JSON envelope). */
async function download(as: SessionUser | null, code: string): Promise<Response> {
  session.user = as;
  return GET(new NextRequest(new URL(`/api/v1/training/certificates/${code}/pdf`, "http://localhost")), { params: Promise.resolve({ code }) });
}

async function issued(name = "Meera Iyer") {
  const { programme, skills } = await createProgramme("Mobile App", "Kotlin", "Flutter");
  const { batch, trainer } = await createBatch(programme.id, { sessions: 4, title: "March weekdays" });
  const { candidate, enrollment } = await enrolCandidate(batch.id, { attended: 4, name });
  await callRoute(PUT, { as: trainer, method: "PUT", params: { id: enrollment.id }, body: { score: 88 } });
  // The draft becomes the certificate when the trainer finishes the batch (decisions.md section 20).
  const res = await callRoute(FINISH, { as: trainer, method: "POST", params: { id: batch.id } });
  return { programme, skills, candidate, code: (res.body.response as FinishedBatchJson).enrollments[0].certificate!.code };
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe("GET training/certificates/{code}/pdf", () => {
  it("the owner gets a one-page A4 landscape PDF with the name, programme, score, skills, code and verify link", async () => {
    const { programme, skills, candidate, code } = await issued();
    const res = await download(candidate, code);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="certificate-${code}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);

    const text = await textOf(bytes);
    for (const expected of ["Certificate of completion", "TALENTBRIDGE STAFFING", "Meera Iyer", programme.title, "Score: 88 / 100", skills.Kotlin.name, code, `/certificates/${code}`]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("characters the PDF's fonts cannot draw become '?' instead of failing (the public page shows the name exactly)", async () => {
    const { candidate, code } = await issued("प्रिया Ševčík");
    const res = await download(candidate, code);
    expect(res.status).toBe(200);
    expect(await textOf(new Uint8Array(await res.arrayBuffer()))).toContain("?????? Šev?ík");
  });

  it("someone else's certificate or an unknown code is 404; a visitor 401; a revoked one 410", async () => {
    const { candidate, code } = await issued();
    for (const other of [await createUser({ role: "Candidate" }), await createUser({ role: "Admin" }), await createUser({ role: "Trainer" })]) {
      expect((await download(other, code)).status).toBe(404);
    }
    expect((await download(candidate, "0123456789ABCDEF")).status).toBe(404);
    expect((await download(candidate, "nonsense")).status).toBe(404);
    expect((await download(null, code)).status).toBe(401);
    await db.certificate.update({ where: { code }, data: { revokedAt: new Date(), revokeReason: "Test" } });
    const revoked = await download(candidate, code);
    expect(revoked.status).toBe(410);
    expect(await revoked.json()).toMatchObject({ code: "GONE", message: "This certificate was revoked." });
  });
});
