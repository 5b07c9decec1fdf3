-- CreateEnum
CREATE TYPE "RejectReason" AS ENUM ('not_qualified', 'experience', 'position_filled', 'not_responding', 'other');

-- CreateEnum
CREATE TYPE "InterviewMode" AS ENUM ('in_person', 'video', 'phone');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ApplicationStatus" ADD VALUE 'screening';
ALTER TYPE "ApplicationStatus" ADD VALUE 'interview';
ALTER TYPE "ApplicationStatus" ADD VALUE 'offered';
ALTER TYPE "ApplicationStatus" ADD VALUE 'withdrawn';

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "statusChangedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "ApplicationEvent" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "from" "ApplicationStatus",
    "to" "ApplicationStatus" NOT NULL,
    "actorRole" "Role" NOT NULL,
    "actorId" TEXT,
    "reason" "RejectReason",
    "message" TEXT,
    "note" TEXT,
    "interviewAt" TIMESTAMP(3),
    "interviewMode" "InterviewMode",
    "interviewLocation" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ApplicationEvent_applicationId_createdAt_idx" ON "ApplicationEvent"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- CreateIndex
CREATE INDEX "Application_jobId_status_idx" ON "Application"("jobId", "status");

-- AddForeignKey
ALTER TABLE "ApplicationEvent" ADD CONSTRAINT "ApplicationEvent_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill (hand-written): every existing application gets its first event, "applied" by the
-- candidate when it was made, so each timeline starts where the application did.
UPDATE "Application" SET "statusChangedAt" = "createdAt";
INSERT INTO "ApplicationEvent" ("id", "applicationId", "from", "to", "actorRole", "actorId", "createdAt")
SELECT 'evt_' || a."id", a."id", NULL, 'applied', 'Candidate', a."candidateId", a."createdAt" FROM "Application" a;
