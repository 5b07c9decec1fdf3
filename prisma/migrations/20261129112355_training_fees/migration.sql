-- CreateEnum
CREATE TYPE "TrainingFeePlan" AS ENUM ('pay_now', 'pay_after_placement');

-- CreateEnum
CREATE TYPE "TrainingFeeStatus" AS ENUM ('active', 'due', 'paid', 'lapsed');

-- AlterTable
ALTER TABLE "Programme" ADD COLUMN     "fee" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "minAnnualCtc" INTEGER,
ADD COLUMN     "payAfterPlacementAvailable" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "TrainingFeeAgreement" (
    "id" TEXT NOT NULL,
    "enrollmentId" TEXT,
    "candidateId" TEXT NOT NULL,
    "plan" "TrainingFeePlan" NOT NULL,
    "status" "TrainingFeeStatus" NOT NULL DEFAULT 'active',
    "billingState" TEXT NOT NULL,
    "fee" BIGINT NOT NULL,
    "minAnnualCtc" INTEGER,
    "invoiceId" TEXT,
    "placedAt" TIMESTAMP(3),
    "placedCtc" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "TrainingFeeAgreement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "TrainingFeeAgreement_enrollmentId_key" ON "TrainingFeeAgreement"("enrollmentId");

-- CreateIndex
CREATE UNIQUE INDEX "TrainingFeeAgreement_invoiceId_key" ON "TrainingFeeAgreement"("invoiceId");

-- CreateIndex
CREATE INDEX "TrainingFeeAgreement_candidateId_status_idx" ON "TrainingFeeAgreement"("candidateId", "status");

-- CreateIndex
CREATE INDEX "TrainingFeeAgreement_status_createdAt_idx" ON "TrainingFeeAgreement"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "TrainingFeeAgreement" ADD CONSTRAINT "TrainingFeeAgreement_enrollmentId_fkey" FOREIGN KEY ("enrollmentId") REFERENCES "Enrollment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingFeeAgreement" ADD CONSTRAINT "TrainingFeeAgreement_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingFeeAgreement" ADD CONSTRAINT "TrainingFeeAgreement_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (decision 0057: the database holds the rules too).
ALTER TABLE "Programme" ADD CONSTRAINT "Programme_fee_terms" CHECK ("fee" >= 0 AND ("minAnnualCtc" IS NULL OR "minAnnualCtc" >= 0));
ALTER TABLE "TrainingFeeAgreement" ADD CONSTRAINT "TrainingFeeAgreement_amounts" CHECK ("fee" > 0 AND ("minAnnualCtc" IS NULL OR "minAnnualCtc" >= 0));
-- Pay after placement needs its least CTC; an invoice or a decision only where one was made.
ALTER TABLE "TrainingFeeAgreement" ADD CONSTRAINT "TrainingFeeAgreement_plan_terms" CHECK ("plan" = 'pay_now' OR "minAnnualCtc" IS NOT NULL);
ALTER TABLE "TrainingFeeAgreement" ADD CONSTRAINT "TrainingFeeAgreement_paid_has_invoice" CHECK ("status" <> 'paid' OR "invoiceId" IS NOT NULL);
