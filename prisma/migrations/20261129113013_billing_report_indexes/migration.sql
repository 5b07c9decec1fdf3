-- CreateIndex
CREATE INDEX "Invoice_createdAt_id_idx" ON "Invoice"("createdAt" DESC, "id" DESC);

-- Receivables ageing (lib/billing/service/reports.ts) reads only the open invoices and these columns: an
-- index-only scan of the partial index instead of the whole table (bench:billing). Hand-written: Prisma
-- has no partial or covering index in its schema language.
CREATE INDEX "Invoice_open_aging_idx" ON "Invoice" ("employerId", "candidateId", "dueDate")
  INCLUDE ("total", "paid", "tds", "credited") WHERE "status" IN ('issued', 'partly_paid');
