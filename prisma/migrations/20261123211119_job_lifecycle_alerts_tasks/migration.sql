-- CreateEnum
CREATE TYPE "WorkplaceType" AS ENUM ('on_site', 'hybrid', 'remote');

-- CreateEnum
CREATE TYPE "CloseReason" AS ENUM ('filled', 'cancelled', 'expired');

-- CreateEnum
CREATE TYPE "SalaryUnit" AS ENUM ('YEAR', 'MONTH', 'HOUR');

-- CreateEnum
CREATE TYPE "AlertFrequency" AS ENUM ('instant', 'daily', 'weekly');

-- CreateEnum
CREATE TYPE "AlertStatus" AS ENUM ('pending', 'active');

-- CreateEnum
CREATE TYPE "TaskRunStatus" AS ENUM ('running', 'succeeded', 'failed');

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "closeReason" "CloseReason",
ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "openedAt" TIMESTAMP(3),
ADD COLUMN     "salaryCurrency" TEXT,
ADD COLUMN     "salaryMax" INTEGER,
ADD COLUMN     "salaryMin" INTEGER,
ADD COLUMN     "salaryUnit" "SalaryUnit",
ADD COLUMN     "salaryYearlyMax" INTEGER,
ADD COLUMN     "validForDays" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "validThrough" TIMESTAMP(3),
ADD COLUMN     "workplaceType" "WorkplaceType" NOT NULL DEFAULT 'on_site';

-- CreateTable
CREATE TABLE "TaskRun" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "status" "TaskRunStatus" NOT NULL DEFAULT 'running',
    "summary" TEXT,
    "error" TEXT,
    "attempt" INTEGER NOT NULL DEFAULT 0,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "TaskRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailReceipt" (
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailReceipt_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SavedJob" (
    "userId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedJob_pkey" PRIMARY KEY ("userId","jobId")
);

-- CreateTable
CREATE TABLE "JobAlert" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "email" TEXT,
    "name" TEXT NOT NULL,
    "frequency" "AlertFrequency" NOT NULL,
    "status" "AlertStatus" NOT NULL DEFAULT 'active',
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "search" TEXT,
    "employmentType" "EmploymentType",
    "hiringProcess" "HiringProcess",
    "post" TEXT,
    "qualification" TEXT,
    "country" TEXT,
    "state" TEXT,
    "city" TEXT,
    "minSalary" INTEGER,
    "workplaceType" "WorkplaceType",
    "cursor" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AlertDelivery" (
    "alertId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlertDelivery_pkey" PRIMARY KEY ("alertId","jobId")
);

-- CreateIndex
CREATE INDEX "TaskRun_name_startedAt_idx" ON "TaskRun"("name", "startedAt" DESC);

-- CreateIndex
CREATE INDEX "MailReceipt_createdAt_idx" ON "MailReceipt"("createdAt");

-- CreateIndex
CREATE INDEX "SavedJob_userId_createdAt_idx" ON "SavedJob"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "SavedJob_jobId_idx" ON "SavedJob"("jobId");

-- CreateIndex
CREATE INDEX "JobAlert_userId_createdAt_idx" ON "JobAlert"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "JobAlert_email_idx" ON "JobAlert"("email");

-- CreateIndex
CREATE INDEX "JobAlert_frequency_status_paused_idx" ON "JobAlert"("frequency", "status", "paused");

-- CreateIndex
CREATE INDEX "AlertDelivery_jobId_idx" ON "AlertDelivery"("jobId");

-- CreateIndex
CREATE INDEX "Job_validThrough_idx" ON "Job"("validThrough");

-- CreateIndex
CREATE INDEX "Job_openedAt_idx" ON "Job"("openedAt");

-- AddForeignKey
ALTER TABLE "SavedJob" ADD CONSTRAINT "SavedJob_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedJob" ADD CONSTRAINT "SavedJob_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobAlert" ADD CONSTRAINT "JobAlert_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlertDelivery" ADD CONSTRAINT "AlertDelivery_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "JobAlert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AlertDelivery" ADD CONSTRAINT "AlertDelivery_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written. Jobs approved before this migration had no end date: they get 30 days from now
-- (not from their approval, which would close most of them at once), and count as opened when posted.
UPDATE "Job" SET "validThrough" = CURRENT_TIMESTAMP + INTERVAL '30 days', "openedAt" = "createdAt"
WHERE "status" = 'approved' AND "deletedAt" IS NULL;

-- The public listing walks open jobs newest first. Closed jobs leave the partial index; validThrough
-- rides along so a job past its date (until expire-jobs closes it) is skipped without reading the row.
DROP INDEX IF EXISTS "Job_public_createdAt_idx";
CREATE INDEX "Job_public_createdAt_idx" ON "Job" ("createdAt" DESC, "id" DESC) INCLUDE ("employerId", "validThrough")
WHERE "status" = 'approved' AND "deletedAt" IS NULL AND "closedAt" IS NULL;
