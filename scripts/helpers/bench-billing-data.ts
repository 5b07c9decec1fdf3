// The data of npm run bench:billing, bulk-loaded in SQL (generate_series, no row-by-row inserts): 500
// client companies (400 with a GSTIN), our settings, INVOICES invoices over three years with a line each
// (the last `drafts` are drafts; the first `gstr1Invoices` issued in GSTR1_MONTH to clients with a GSTIN;
// of the rest 62 % paid, 6 % partly paid, 1 % cancelled drafts, the others issued and open) and one
// payment for each paid or partly paid invoice (~60,000 at 100,000 invoices).
type Exec = (sql: string) => Promise<unknown>;

export const CLIENTS = 500;
// Before the three years the other invoices span (current_date - 0..1094 days): the month holds only these.
export const GSTR1_MONTH = "2023-06";

export async function loadBenchBilling(exec: Exec, invoices: number, gstr1Invoices: number, drafts: number): Promise<void> {
  await exec(`
    INSERT INTO "BillingSettings" (id, "legalName", gstin, state, address, "upiId", "invoicePrefix", "paymentTermsDays", "updatedAt")
    VALUES ('company', 'TalentBridge Staffing Private Limited', '27AAPFU0939F1ZV', 'Maharashtra', 'Baner, Pune', 'tb@okaxis', 'TB', 30, now());
    INSERT INTO "User" (id, email, role, name, "passwordHash", "updatedAt")
    SELECT 'bench_u' || i, 'client' || i || '@bench.example', 'Employer', 'Client ' || i, 'x', now() FROM generate_series(1, ${CLIENTS}) AS i;
    INSERT INTO "Employer" (id, "userId", "orgName", city, state, about, status, "updatedAt")
    SELECT 'bench_e' || i, 'bench_u' || i, 'Client ' || i, 'Bengaluru', 'Karnataka', 'About', 'approved', now() FROM generate_series(1, ${CLIENTS}) AS i;
    INSERT INTO "ClientBilling" ("employerId", "legalName", gstin, state, address, "billingEmail", "updatedAt")
    SELECT 'bench_e' || i, 'Client ' || i || ' Private Limited', CASE WHEN i <= 400 THEN '29AAGCB7383J1Z4' END, 'Karnataka',
           'MG Road, Bengaluru', 'accounts' || i || '@bench.example', now()
    FROM generate_series(1, ${CLIENTS}) AS i;`);
  // s: the status by i % 100; the GSTR-1 month's invoices are all issued to clients 1..400 (with a GSTIN).
  await exec(`
    INSERT INTO "Invoice" (id, number, kind, status, "employerId", "billToName", "billToGstin", "billToAddress", "billToState", "billToEmail",
                           "placeOfSupplyState", "placeOfSupplyCode", "supplyType", taxable, cgst, sgst, igst, total, paid, tds, credited,
                           "issueDate", "dueDate", "createdAt", "updatedAt")
    SELECT 'bench_i' || g.i,
           CASE WHEN g.s IN ('draft', 'cancelled') THEN NULL ELSE 'TB/BN/' || lpad(g.i::text, 6, '0') END,
           (ARRAY['placement','placement','placement','contract','contract','conversion','training','manual'])[1 + g.i % 8]::"InvoiceKind",
           g.s::"InvoiceStatus", 'bench_e' || g.client, 'Client ' || g.client || ' Private Limited',
           CASE WHEN g.client <= 400 THEN '29AAGCB7383J1Z4' END, 'MG Road, Bengaluru', 'Karnataka', 'accounts@bench.example',
           'Karnataka', '29', 'inter', g.taxable, 0, 0, round(g.taxable * 0.18)::bigint, g.taxable + round(g.taxable * 0.18)::bigint,
           CASE g.s WHEN 'paid' THEN g.taxable + round(g.taxable * 0.18)::bigint WHEN 'partly_paid' THEN g.taxable / 2 ELSE 0 END, 0, 0,
           CASE WHEN g.s IN ('draft', 'cancelled') THEN NULL ELSE g.issued END,
           CASE WHEN g.s IN ('draft', 'cancelled') THEN NULL ELSE g.issued + 30 END,
           g.issued::timestamp + interval '10 hours', now()
    FROM (
      SELECT i, taxable, client, issued,
             CASE WHEN i > ${invoices - drafts} THEN 'draft' WHEN i <= ${gstr1Invoices} THEN 'issued'
                  WHEN i % 100 < 62 THEN 'paid' WHEN i % 100 < 68 THEN 'partly_paid' WHEN i % 100 = 99 THEN 'cancelled'
                  ELSE 'issued' END AS s
      FROM (
        SELECT i, 1000000 + (i::bigint * 7919) % 50000000 AS taxable,
               CASE WHEN i <= ${gstr1Invoices} THEN 1 + i % 400 ELSE 1 + (i * 37) % ${CLIENTS} END AS client,
               CASE WHEN i <= ${gstr1Invoices} THEN date '${GSTR1_MONTH}-01' + (i % 30)
                    ELSE current_date - ((i * 13) % 1095) END AS issued
        FROM generate_series(1, ${invoices}) AS i
      ) base
    ) g;
    INSERT INTO "InvoiceLine" (id, "invoiceId", position, description, sac, quantity, rate, amount)
    SELECT 'bench_l' || substr(id, 8), id, 1, 'Placement fee', '998512', 1, taxable, taxable FROM "Invoice";
    INSERT INTO "Payment" (id, "invoiceId", amount, tds, date, method, reference)
    SELECT 'bench_p' || substr(id, 8), id, paid, 0, "issueDate" + 20, 'neft', 'UTR' || substr(id, 8) FROM "Invoice" WHERE paid > 0;`);
  await exec(`VACUUM ANALYZE`);
}
