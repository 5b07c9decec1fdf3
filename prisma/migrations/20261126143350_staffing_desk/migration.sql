-- CreateEnum
CREATE TYPE "ApplicationSource" AS ENUM ('direct', 'agency');

-- CreateEnum
CREATE TYPE "SubmittalStatus" AS ENUM ('awaiting_consent', 'declined', 'submitted', 'accepted', 'rejected');

-- CreateEnum
CREATE TYPE "PlacementStatus" AS ENUM ('active', 'fell_through');

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "source" "ApplicationSource" NOT NULL DEFAULT 'direct';

-- CreateTable
CREATE TABLE "Submittal" (
    "id" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "candidateId" TEXT NOT NULL,
    "recruiterId" TEXT,
    "pitch" TEXT NOT NULL,
    "status" "SubmittalStatus" NOT NULL DEFAULT 'awaiting_consent',
    "answeredAt" TIMESTAMP(3),
    "reviewedAt" TIMESTAMP(3),
    "reviewedById" TEXT,
    "rejectReason" "RejectReason",
    "applicationId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Submittal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Placement" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "submittalId" TEXT,
    "recruiterId" TEXT,
    "startDate" DATE NOT NULL,
    "guaranteeDays" INTEGER NOT NULL DEFAULT 90,
    "status" "PlacementStatus" NOT NULL DEFAULT 'active',
    "fellThroughAt" TIMESTAMP(3),
    "fellThroughReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Placement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeskSavedSearch" (
    "id" TEXT NOT NULL,
    "recruiterId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "query" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeskSavedSearch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Submittal_applicationId_key" ON "Submittal"("applicationId");

-- CreateIndex
CREATE INDEX "Submittal_recruiterId_createdAt_idx" ON "Submittal"("recruiterId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Submittal_jobId_status_idx" ON "Submittal"("jobId", "status");

-- CreateIndex
CREATE INDEX "Submittal_candidateId_createdAt_idx" ON "Submittal"("candidateId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Submittal_createdAt_idx" ON "Submittal"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Submittal_jobId_candidateId_key" ON "Submittal"("jobId", "candidateId");

-- CreateIndex
CREATE UNIQUE INDEX "Placement_applicationId_key" ON "Placement"("applicationId");

-- CreateIndex
CREATE UNIQUE INDEX "Placement_submittalId_key" ON "Placement"("submittalId");

-- CreateIndex
CREATE INDEX "Placement_recruiterId_createdAt_idx" ON "Placement"("recruiterId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Placement_status_startDate_idx" ON "Placement"("status", "startDate");

-- CreateIndex
CREATE INDEX "DeskSavedSearch_recruiterId_createdAt_idx" ON "DeskSavedSearch"("recruiterId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Submittal" ADD CONSTRAINT "Submittal_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submittal" ADD CONSTRAINT "Submittal_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submittal" ADD CONSTRAINT "Submittal_recruiterId_fkey" FOREIGN KEY ("recruiterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submittal" ADD CONSTRAINT "Submittal_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submittal" ADD CONSTRAINT "Submittal_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Placement" ADD CONSTRAINT "Placement_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Placement" ADD CONSTRAINT "Placement_submittalId_fkey" FOREIGN KEY ("submittalId") REFERENCES "Submittal"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Placement" ADD CONSTRAINT "Placement_recruiterId_fkey" FOREIGN KEY ("recruiterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeskSavedSearch" ADD CONSTRAINT "DeskSavedSearch_recruiterId_fkey" FOREIGN KEY ("recruiterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (decisions.md section 17): the bounds hold whatever writes the rows.
ALTER TABLE "Submittal" ADD CONSTRAINT "Submittal_pitch_length" CHECK (char_length("pitch") BETWEEN 1 AND 2000);
ALTER TABLE "Submittal" ADD CONSTRAINT "Submittal_reject_reason" CHECK ("status" <> 'rejected' OR "rejectReason" IS NOT NULL);
ALTER TABLE "Placement" ADD CONSTRAINT "Placement_guarantee_positive" CHECK ("guaranteeDays" > 0);
ALTER TABLE "Placement" ADD CONSTRAINT "Placement_fell_through_stamp" CHECK (("status" = 'fell_through') = ("fellThroughAt" IS NOT NULL));
