// GSTR-1 CSVs (decisions.md section 21): each table's header exactly as the offline tool's template, a
// row's values (01-Dec-2026, 27-Maharashtra, rupees with two decimals), b2cs summed per place of supply,
// cdnr from credit notes, no byte-order mark; and the invoice list as CSV with its filters.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate } = await import("@/tests/factories");
const { session } = await import("@/tests/helpers/mock-guards");
const gstr1Route = await import("@/app/api/v1/finance/reports/gstr1/route");
const h = await import("@/tests/billing/helpers");

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function download(as: unknown, url: string, handler = gstr1Route.GET) {
  session.user = as as typeof session.user;
  const res = await handler(new NextRequest(`http://localhost${url}`), { params: Promise.resolve({}) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder().decode(bytes) };
}

async function setUp() {
  const finance = await h.financeWithSettings();
  const { employerId } = await h.clientWithBilling({ legalName: "Pune Systems LLP", gstin: "27AAPFU0939F1ZV", state: "Maharashtra", address: "Baner, Pune" });
  const b2b = await h.draftFor(finance, employerId);
  await h.issue(finance, b2b);
  await db.invoice.update({ where: { id: b2b }, data: { issueDate: day("2026-12-01"), dueDate: day("2026-12-31") } });
  const people: string[] = [];
  for (const rate of [2_500_000, 1_000_050]) {
    const { user } = await createCandidate({ complete: true });
    const draft = await h.createDraft(finance, { candidateId: user.id, billingState: "Delhi", lines: [{ description: "Course", sac: "999293", quantity: 1, rate }] });
    const id = (draft.body.response as { id: string }).id;
    await h.issue(finance, id);
    await db.invoice.update({ where: { id }, data: { issueDate: day("2026-12-20") } });
    people.push(id);
  }
  // A credit note of ₹11,800 (₹10,000 taxable) on the registered client's invoice.
  await db.creditNote.create({ data: { number: "CN/26-27/00001", invoiceId: b2b, amount: 1_180_000n, reason: "Fee revised", issueDate: day("2026-12-05") } });
  const number = (await db.invoice.findUniqueOrThrow({ where: { id: b2b } })).number!;
  return { finance, number };
}

describe("GSTR-1", () => {
  it("writes b2b, b2cs and cdnr with the offline tool's headers and values", async () => {
    const { finance, number } = await setUp();
    const b2b = await download(finance, "/api/v1/finance/reports/gstr1?month=2026-12&section=b2b");
    expect(b2b.res.status).toBe(200);
    expect(b2b.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(b2b.res.headers.get("content-disposition")).toBe('attachment; filename="gstr1-b2b-2026-12.csv"');
    expect([...b2b.bytes.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(b2b.text.split("\r\n")).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
      `27AAPFU0939F1ZV,Pune Systems LLP,${number},01-Dec-2026,118000.00,27-Maharashtra,N,,Regular B2B,,18,100000.00,0.00`,
      "",
    ]);

    const b2cs = await download(finance, "/api/v1/finance/reports/gstr1?month=2026-12&section=b2cs");
    expect(b2cs.text.split("\r\n")).toEqual([
      "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
      "OE,07-Delhi,,18,35000.50,0.00,",
      "",
    ]);

    const cdnr = await download(finance, "/api/v1/finance/reports/gstr1?month=2026-12&section=cdnr");
    expect(cdnr.text.split("\r\n")).toEqual([
      "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
      "27AAPFU0939F1ZV,Pune Systems LLP,CN/26-27/00001,05-Dec-2026,C,27-Maharashtra,N,Regular B2B,11800.00,,18,10000.00,0.00",
      "",
    ]);

    // Another month: the header alone.
    expect((await download(finance, "/api/v1/finance/reports/gstr1?month=2026-11&section=b2b")).text.split("\r\n")).toHaveLength(2);
    const bad = await download(finance, "/api/v1/finance/reports/gstr1?month=2026-13&section=b2c");
    expect(bad.res.status).toBe(400);
  });

  it("exports the invoice list as CSV with its filters (format=csv)", async () => {
    const finance = await h.financeWithSettings();
    const { invoicesRoute } = h;
    const all = await download(finance, "/api/v1/finance/invoices?format=csv", invoicesRoute.GET);
    expect(all.res.headers.get("content-disposition")).toBe('attachment; filename="invoices.csv"');
    const lines = all.text.trim().split("\r\n");
    expect(lines[0]).toBe("number,status,kind,bill_to,gstin,place_of_supply,supply_type,issue_date,due_date,created_at,taxable,cgst,sgst,igst,total,paid,tds,credited,balance");
    expect(lines.length - 1).toBe(await db.invoice.count());
    const issued = await download(finance, "/api/v1/finance/invoices?format=csv&status=issued&month=2026-12", invoicesRoute.GET);
    expect(issued.res.headers.get("content-disposition")).toBe('attachment; filename="invoices-issued-2026-12.csv"');
    const rows = issued.text.trim().split("\r\n").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.includes("Pune Systems LLP"))).toMatch(/,issued,manual,Pune Systems LLP,27AAPFU0939F1ZV,27-Maharashtra,intra,2026-12-01,2026-12-31,.*,100000\.00,9000\.00,9000\.00,0\.00,118000\.00,0\.00,0\.00,0\.00,118000\.00$/);
  });
});
