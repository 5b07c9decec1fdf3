-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('placement', 'conversion', 'contract', 'training', 'manual');

-- CreateEnum
CREATE TYPE "InvoiceStatus" AS ENUM ('draft', 'issued', 'partly_paid', 'paid', 'cancelled');

-- CreateEnum
CREATE TYPE "SupplyType" AS ENUM ('intra', 'inter');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('upi', 'neft', 'rtgs', 'imps', 'cheque', 'cash');

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'Finance';

-- CreateTable
CREATE TABLE "BillingSettings" (
    "id" TEXT NOT NULL DEFAULT 'company',
    "legalName" TEXT NOT NULL,
    "gstin" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "upiId" TEXT NOT NULL,
    "invoicePrefix" TEXT NOT NULL,
    "paymentTermsDays" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BillingSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientBilling" (
    "employerId" TEXT NOT NULL,
    "legalName" TEXT NOT NULL,
    "gstin" TEXT,
    "state" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "billingEmail" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClientBilling_pkey" PRIMARY KEY ("employerId")
);

-- CreateTable
CREATE TABLE "ClientTerms" (
    "employerId" TEXT NOT NULL,
    "placementFeeBasisPoints" INTEGER NOT NULL,
    "paymentTermsDays" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClientTerms_pkey" PRIMARY KEY ("employerId")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" TEXT NOT NULL,
    "number" TEXT,
    "kind" "InvoiceKind" NOT NULL,
    "status" "InvoiceStatus" NOT NULL DEFAULT 'draft',
    "employerId" TEXT,
    "candidateId" TEXT,
    "placementId" TEXT,
    "engagementId" TEXT,
    "enrollmentId" TEXT,
    "billToName" TEXT NOT NULL,
    "billToGstin" TEXT,
    "billToAddress" TEXT,
    "billToState" TEXT,
    "billToEmail" TEXT NOT NULL,
    "placeOfSupplyState" TEXT NOT NULL,
    "placeOfSupplyCode" TEXT NOT NULL,
    "supplyType" "SupplyType" NOT NULL,
    "taxable" BIGINT NOT NULL,
    "cgst" BIGINT NOT NULL,
    "sgst" BIGINT NOT NULL,
    "igst" BIGINT NOT NULL,
    "total" BIGINT NOT NULL,
    "paid" BIGINT NOT NULL DEFAULT 0,
    "tds" BIGINT NOT NULL DEFAULT 0,
    "credited" BIGINT NOT NULL DEFAULT 0,
    "issueDate" DATE,
    "dueDate" DATE,
    "createdById" TEXT,
    "issuedById" TEXT,
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceLine" (
    "id" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "sac" TEXT NOT NULL,
    "quantity" DECIMAL(12,4) NOT NULL,
    "rate" BIGINT NOT NULL,
    "amount" BIGINT NOT NULL,

    CONSTRAINT "InvoiceLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceSequence" (
    "prefix" TEXT NOT NULL,
    "financialYear" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "InvoiceSequence_pkey" PRIMARY KEY ("prefix","financialYear")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "tds" BIGINT NOT NULL DEFAULT 0,
    "date" DATE NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "reference" TEXT NOT NULL,
    "recordedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditNote" (
    "id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "invoiceId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "reason" TEXT NOT NULL,
    "issueDate" DATE NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_placementId_key" ON "Invoice"("placementId");

-- CreateIndex
CREATE INDEX "Invoice_status_createdAt_idx" ON "Invoice"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Invoice_employerId_createdAt_idx" ON "Invoice"("employerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Invoice_candidateId_createdAt_idx" ON "Invoice"("candidateId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Invoice_issueDate_idx" ON "Invoice"("issueDate");

-- CreateIndex
CREATE INDEX "Invoice_enrollmentId_idx" ON "Invoice"("enrollmentId");

-- CreateIndex
CREATE UNIQUE INDEX "InvoiceLine_invoiceId_position_key" ON "InvoiceLine"("invoiceId", "position");

-- CreateIndex
CREATE INDEX "Payment_invoiceId_idx" ON "Payment"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_method_reference_key" ON "Payment"("method", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");

-- CreateIndex
CREATE INDEX "CreditNote_invoiceId_idx" ON "CreditNote"("invoiceId");

-- AddForeignKey
ALTER TABLE "ClientBilling" ADD CONSTRAINT "ClientBilling_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "Employer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientTerms" ADD CONSTRAINT "ClientTerms_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "Employer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "Employer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_placementId_fkey" FOREIGN KEY ("placementId") REFERENCES "Placement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_enrollmentId_fkey" FOREIGN KEY ("enrollmentId") REFERENCES "Enrollment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (decision 0057): the rules the services keep, held by the database too.
-- One settings row.
ALTER TABLE "BillingSettings" ADD CONSTRAINT "BillingSettings_single_row" CHECK ("id" = 'company');
ALTER TABLE "BillingSettings" ADD CONSTRAINT "BillingSettings_terms_range" CHECK ("paymentTermsDays" BETWEEN 0 AND 120);
ALTER TABLE "ClientTerms" ADD CONSTRAINT "ClientTerms_ranges" CHECK ("placementFeeBasisPoints" BETWEEN 0 AND 5000 AND "paymentTermsDays" BETWEEN 0 AND 120);
-- An invoice bills a company or a person, never both, never neither.
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_one_recipient" CHECK (("employerId" IS NULL) <> ("candidateId" IS NULL));
-- Amounts are paise, never negative; what was paid, deducted (TDS) and credited never passes the total,
-- whatever payments or credit notes race each other.
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_amounts" CHECK (
  "taxable" >= 0 AND "cgst" >= 0 AND "sgst" >= 0 AND "igst" >= 0 AND "total" = "taxable" + "cgst" + "sgst" + "igst"
  AND "paid" >= 0 AND "tds" >= 0 AND "credited" >= 0 AND "paid" + "tds" + "credited" <= "total");
-- An issued invoice (and one paid since) has its number and dates.
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_issued_numbered" CHECK (
  "status" IN ('draft', 'cancelled') OR ("number" IS NOT NULL AND "issueDate" IS NOT NULL AND "dueDate" IS NOT NULL));
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_amounts" CHECK ("quantity" > 0 AND "rate" >= 0 AND "amount" >= 0 AND "position" >= 1);
ALTER TABLE "InvoiceSequence" ADD CONSTRAINT "InvoiceSequence_last" CHECK ("last" >= 1);
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_amounts" CHECK ("amount" >= 0 AND "tds" >= 0 AND "amount" + "tds" > 0);
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_amount" CHECK ("amount" > 0);
