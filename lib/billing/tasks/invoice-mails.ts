// invoice-mails (every 10 minutes): mails each invoice issued in the last 7 days whose issue mail has not
// gone yet. Finance's issue mails at once, after its commit; an invoice issued inside another capability's
// transaction (a training fee billed by a hire, an enrolment or a drive offer: lib/billing/service/
// training-fees.ts) cannot, and a failed send gave its key back: this run sends both. The mail's receipt
// (sendOnce, key invoice-issued:<id>) keeps it once, however the runs overlap.
import "server-only";
import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import type { TaskDefinition } from "@/lib/tasks/types";
import { INVOICE_INCLUDE, invoiceJson } from "@/lib/billing/service/invoice-json";
import { mailIssued } from "@/lib/billing/service/issue";

const WINDOW_DAYS = 7;
const BATCH = 100;

export const invoiceMailsTask: TaskDefinition = {
  name: "invoice-mails",
  cron: "*/10 * * * *",
  description: "Mails each invoice issued in the last 7 days whose issue mail has not gone yet (training fees billed by a placement, sends that failed).",
  async run({ now }) {
    const since = formatIndiaDay(new Date(now.getTime() - WINDOW_DAYS * 86_400_000));
    const ids = await db.$queryRaw<{ id: string }[]>`
      SELECT i."id" FROM "Invoice" i
      WHERE i."number" IS NOT NULL AND i."issueDate" >= ${since}::date
        AND NOT EXISTS (SELECT 1 FROM "MailReceipt" r WHERE r."key" = 'invoice-issued:' || i."id")
      ORDER BY i."issueDate", i."id" LIMIT ${BATCH}`;
    let sent = 0;
    for (const { id } of ids) {
      const row = await db.invoice.findUnique({ where: { id }, include: INVOICE_INCLUDE });
      if (row && (await mailIssued(invoiceJson(row)))) sent += 1;
    }
    return { summary: `Mailed ${sent} of ${ids.length} ${ids.length === 1 ? "invoice" : "invoices"} not mailed at issue` };
  },
};
