// GET invoices/{id}/pdf and the issue mail (decisions.md section 21): the tax invoice holds the fields of
// CGST rule 46; the UPI QR code on its first page, rendered (pdf-to-img 5) and read back (jsqr), is exactly
// the upi:// link; a draft is marked DRAFT with no number and no QR; many lines go onto more pages; who
// may download it (owners, recruiters, the billed person, Finance, admins) and who gets 404; the issue
// mails it once, attached, to the bill-to.
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { PDFParse } from "pdf-parse";
import { PDFDocument } from "pdf-lib";
import { pdf } from "pdf-to-img";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { SessionUser } from "@/lib/auth/types";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { createCandidate, createEmployer, createUser } = await import("@/tests/factories");
const { addMember } = await import("@/tests/teams/helpers");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { session } = await import("@/tests/helpers/mock-guards");
const { GET } = await import("@/app/api/v1/invoices/[id]/pdf/route");
const { mailIssued } = await import("@/lib/billing/service/issue");
const h = await import("@/tests/billing/helpers");

async function download(as: SessionUser | null, id: string): Promise<Response> {
  session.user = as;
  return GET(new NextRequest(new URL(`/api/v1/invoices/${id}/pdf`, "http://localhost")), { params: Promise.resolve({ id }) });
}

async function pdfBytes(as: SessionUser, id: string): Promise<Uint8Array> {
  const res = await download(as, id);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function textOf(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes.slice() });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The first page rendered at scale 3 and the QR code on it read back; null when there is none. */
async function qrOfFirstPage(bytes: Uint8Array): Promise<string | null> {
  const document = await pdf(Buffer.from(bytes), { scale: 3 });
  const png = PNG.sync.read(await document.getPage(1));
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength), png.width, png.height)?.data ?? null;
}

async function issuedFor(finance: SessionUser, employerId: string, lines?: unknown[]): Promise<InvoiceJson> {
  const id = await h.draftFor(finance, employerId, lines);
  const res = await h.issue(finance, id);
  expect(res.status).toBe(200);
  return res.body.response as InvoiceJson;
}

describe("the tax invoice PDF", () => {
  it("holds rule 46's fields and a UPI QR code that reads back as the exact upi:// link", async () => {
    const finance = await h.financeWithSettings();
    const { owner, employerId } = await h.clientWithBilling();
    const invoice = await issuedFor(finance, employerId, [h.feeLine, { description: "Replacement search", sac: "998512", quantity: 2.5, rate: 333 }]);
    const res = await download(owner, invoice.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${invoice.number!.replaceAll("/", "-")}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());

    const text = await textOf(bytes);
    for (const expected of [
      "TAX INVOICE",
      h.SETTINGS.legalName,
      "Skyline Tech Park",
      `GSTIN: ${h.SETTINGS.gstin}`,
      "State: Maharashtra (code 27)",
      `Invoice number: ${invoice.number}`,
      "Invoice date: ",
      "Due date: ",
      "Place of supply: Karnataka (code 29)",
      "Tax payable on reverse charge: No",
      h.KARNATAKA_BILLING.legalName,
      "12 MG Road, Bengaluru 560001",
      `GSTIN: ${h.KARNATAKA_BILLING.gstin}`,
      "Placement fee: Backend Developer",
      "998512",
      "2.5",
      "3.33",
      "8.33",
      "Taxable value",
      "Rs. 1,00,008.33",
      "IGST @ 18%",
      "Rs. 18,001.50",
      "Rs. 1,18,009.83",
      `Total in words: ${invoice.totalInWords}`,
      "Scan to pay Rs. 1,18,009.83 by UPI",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("CGST");
    expect(text).not.toContain("DRAFT");

    expect(await qrOfFirstPage(bytes)).toBe(
      `upi://pay?pa=talentbridge@okaxis&pn=TalentBridge%20Staffing%20Private%20Limited&am=118009.83&cu=INR&tn=${encodeURIComponent(invoice.number!)}`,
    );
  });

  it("within our state: CGST 9 % and SGST 9 %; a draft is marked DRAFT, says Draft for its number and has no QR code", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling({ gstin: "27AAPFU0939F1ZV", state: "Maharashtra" });
    const id = await h.draftFor(finance, employerId);
    const bytes = await pdfBytes(finance, id);
    const text = await textOf(bytes);
    for (const expected of ["DRAFT", "Invoice number: Draft (numbered when issued)", "CGST @ 9%", "SGST @ 9%", "Rs. 9,000.00", "Place of supply: Maharashtra (code 27)"]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("IGST");
    expect(text).not.toContain("Scan to pay");
    expect(await qrOfFirstPage(bytes)).toBeNull();
  });

  it("50 long lines go onto several pages, each numbered, the QR code on the first", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const lines = Array.from({ length: 50 }, (_, i) => ({ description: `Contract staffing, engineer ${i + 1}: ${"working days in November ".repeat(4)}`, sac: "998513", quantity: 21.5, rate: 450_000 }));
    const invoice = await issuedFor(finance, employerId, lines);
    const bytes = await pdfBytes(finance, invoice.id);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(2);
    const text = await textOf(bytes);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(`Tax invoice ${invoice.number} (continued)`);
    expect(text).toContain("engineer 50:");
    expect(await qrOfFirstPage(bytes)).toContain("upi://pay?pa=talentbridge@okaxis&");
  });
});

describe("who may download it", () => {
  it("the company's owners and recruiters, Finance and admins: 200; interviewers, another company, a candidate, a trainer: 404", async () => {
    const finance = await h.financeWithSettings();
    const { owner, employerId } = await h.clientWithBilling();
    const invoice = await issuedFor(finance, employerId);
    const { user: recruiter } = await addMember(employerId, "recruiter");
    const { user: interviewer } = await addMember(employerId, "interviewer");
    const { user: otherOwner } = await createEmployer();
    const { user: candidate } = await createCandidate();
    for (const allowed of [owner, recruiter, finance, await createUser({ role: "Admin" })]) expect((await download(allowed, invoice.id)).status).toBe(200);
    for (const refused of [interviewer, otherOwner, candidate, await createUser({ role: "Trainer" })]) {
      const res = await download(refused, invoice.id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "NOT_FOUND", message: "Invoice not found." });
    }
    expect((await download(owner, "cl00000000000000000000000")).status).toBe(404);
    expect((await download(null, invoice.id)).status).toBe(401);
  });

  it("the billed person: their issued invoice 200; someone else's 404; a draft, even their own, 404 to them", async () => {
    const finance = await h.financeWithSettings();
    const { user: person } = await createCandidate({ complete: true, name: "Asha Rao" });
    const { user: other } = await createCandidate();
    const line = { description: "Java course", sac: "999293", quantity: 1, rate: 2_500_000 };
    const draft = (await h.createDraft(finance, { candidateId: person.id, lines: [line] })).body.response as InvoiceJson;
    expect((await download(person, draft.id)).status).toBe(404);
    const issued = (await h.issue(finance, draft.id)).body.response as InvoiceJson;
    const text = await textOf(await pdfBytes(person, issued.id));
    expect(text).toContain("Asha Rao");
    expect(text).toContain("GSTIN: Not registered");
    expect((await download(other, issued.id)).status).toBe(404);
  });
});

describe("the issue mail", () => {
  it("goes once to the bill-to e-mail with the PDF attached, subject 'Invoice TB/…'", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling({ billingEmail: "ap-once@bengalurubytes.example" });
    const invoice = await issuedFor(finance, employerId);
    const mails = mailsTo("ap-once@bengalurubytes.example");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject.startsWith(`Invoice ${invoice.number}`)).toBe(true);
    expect(mails[0].subject).toMatch(/^Invoice TB\//);
    expect(mails[0].text).toContain("/employer/invoices");
    expect(mails[0].attachments).toHaveLength(1);
    const [file] = mails[0].attachments!;
    expect(file).toMatchObject({ filename: `invoice-${invoice.number!.replaceAll("/", "-")}.pdf`, contentType: "application/pdf" });
    const attached = new Uint8Array(Buffer.from(file.content, "base64"));
    expect(await textOf(attached)).toContain(`Invoice number: ${invoice.number}`);
    expect(await qrOfFirstPage(attached)).toContain(`&tn=${encodeURIComponent(invoice.number!)}`);

    // Issuing again is 409 and mails nothing; the mail step run again sends nothing either (sendOnce).
    expect((await h.issue(finance, invoice.id)).status).toBe(409);
    expect(await mailIssued(invoice)).toBe(false);
    expect(mailsTo("ap-once@bengalurubytes.example")).toHaveLength(1);
  });
});
