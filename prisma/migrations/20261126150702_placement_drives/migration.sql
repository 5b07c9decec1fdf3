-- CreateEnum
CREATE TYPE "PlacementPolicy" AS ENUM ('one_offer', 'dream');

-- CreateEnum
CREATE TYPE "DriveResponse" AS ENUM ('pending', 'accepted', 'declined');

-- CreateEnum
CREATE TYPE "RoundResult" AS ENUM ('advance', 'eliminate');

-- CreateEnum
CREATE TYPE "OfferStatus" AS ENUM ('pending', 'accepted', 'declined', 'withdrawn');

-- CreateEnum
CREATE TYPE "JoiningStatus" AS ENUM ('joined', 'deferred', 'revoked');

-- AlterTable
ALTER TABLE "University" ADD COLUMN     "policy" "PlacementPolicy" NOT NULL DEFAULT 'one_offer';

-- CreateTable
CREATE TABLE "Student" (
    "id" TEXT NOT NULL,
    "universityId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rollNo" TEXT NOT NULL,
    "course" TEXT NOT NULL,
    "passingYear" INTEGER NOT NULL,
    "marks" DECIMAL(5,2) NOT NULL,
    "backlogs" INTEGER NOT NULL DEFAULT 0,
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Student_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Drive" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "employerId" TEXT,
    "companyName" TEXT NOT NULL,
    "createdById" TEXT,
    "eligibleCourses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "eligibleYears" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "minMarks" DECIMAL(5,2),
    "maxBacklogs" INTEGER,
    "salary" INTEGER,
    "registrationCloses" TIMESTAMP(3) NOT NULL,
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Drive_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveJob" (
    "driveId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,

    CONSTRAINT "DriveJob_pkey" PRIMARY KEY ("driveId","jobId")
);

-- CreateTable
CREATE TABLE "DriveUniversity" (
    "driveId" TEXT NOT NULL,
    "universityId" TEXT NOT NULL,
    "response" "DriveResponse" NOT NULL DEFAULT 'pending',
    "respondedAt" TIMESTAMP(3),

    CONSTRAINT "DriveUniversity_pkey" PRIMARY KEY ("driveId","universityId")
);

-- CreateTable
CREATE TABLE "DriveRound" (
    "id" TEXT NOT NULL,
    "driveId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DriveRound_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveRegistration" (
    "id" TEXT NOT NULL,
    "driveId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "currentRound" INTEGER NOT NULL DEFAULT 1,
    "eliminatedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DriveResult" (
    "registrationId" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "result" "RoundResult" NOT NULL,
    "recordedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DriveResult_pkey" PRIMARY KEY ("registrationId","roundId")
);

-- CreateTable
CREATE TABLE "Offer" (
    "id" TEXT NOT NULL,
    "driveId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "universityId" TEXT NOT NULL,
    "salary" INTEGER NOT NULL,
    "joiningDate" DATE NOT NULL,
    "status" "OfferStatus" NOT NULL DEFAULT 'pending',
    "respondedAt" TIMESTAMP(3),
    "joiningStatus" "JoiningStatus",
    "joinedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "revokeReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Offer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Student_userId_key" ON "Student"("userId");

-- CreateIndex
CREATE INDEX "Student_universityId_passingYear_course_idx" ON "Student"("universityId", "passingYear", "course");

-- CreateIndex
CREATE UNIQUE INDEX "Student_universityId_rollNo_key" ON "Student"("universityId", "rollNo");

-- CreateIndex
CREATE INDEX "Drive_registrationCloses_idx" ON "Drive"("registrationCloses");

-- CreateIndex
CREATE INDEX "DriveUniversity_universityId_response_idx" ON "DriveUniversity"("universityId", "response");

-- CreateIndex
CREATE UNIQUE INDEX "DriveRound_driveId_position_key" ON "DriveRound"("driveId", "position");

-- CreateIndex
CREATE INDEX "DriveRegistration_studentId_idx" ON "DriveRegistration"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "DriveRegistration_driveId_studentId_key" ON "DriveRegistration"("driveId", "studentId");

-- CreateIndex
CREATE INDEX "Offer_studentId_status_idx" ON "Offer"("studentId", "status");

-- CreateIndex
CREATE INDEX "Offer_universityId_createdAt_idx" ON "Offer"("universityId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Offer_driveId_studentId_key" ON "Offer"("driveId", "studentId");

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Student" ADD CONSTRAINT "Student_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Drive" ADD CONSTRAINT "Drive_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "Employer"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Drive" ADD CONSTRAINT "Drive_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveJob" ADD CONSTRAINT "DriveJob_driveId_fkey" FOREIGN KEY ("driveId") REFERENCES "Drive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveJob" ADD CONSTRAINT "DriveJob_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveUniversity" ADD CONSTRAINT "DriveUniversity_driveId_fkey" FOREIGN KEY ("driveId") REFERENCES "Drive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveUniversity" ADD CONSTRAINT "DriveUniversity_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveRound" ADD CONSTRAINT "DriveRound_driveId_fkey" FOREIGN KEY ("driveId") REFERENCES "Drive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveRegistration" ADD CONSTRAINT "DriveRegistration_driveId_fkey" FOREIGN KEY ("driveId") REFERENCES "Drive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveRegistration" ADD CONSTRAINT "DriveRegistration_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveResult" ADD CONSTRAINT "DriveResult_registrationId_fkey" FOREIGN KEY ("registrationId") REFERENCES "DriveRegistration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveResult" ADD CONSTRAINT "DriveResult_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "DriveRound"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_driveId_fkey" FOREIGN KEY ("driveId") REFERENCES "Drive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (decisions.md section 18).
-- At most one standing accepted offer per student at any time, whatever the policy: under one_offer a
-- second acceptance is refused; under dream the upgrade withdraws the earlier one in the same transaction;
-- a revoked offer no longer stands. The index makes two concurrent acceptances impossible even if both
-- checks passed.
CREATE UNIQUE INDEX "Offer_one_accepted_per_student" ON "Offer" ("studentId")
  WHERE "status" = 'accepted' AND "joiningStatus" IS DISTINCT FROM 'revoked';

ALTER TABLE "Student" ADD CONSTRAINT "Student_marks_range" CHECK ("marks" BETWEEN 0 AND 100);
ALTER TABLE "Student" ADD CONSTRAINT "Student_backlogs_nonneg" CHECK ("backlogs" >= 0);
ALTER TABLE "Student" ADD CONSTRAINT "Student_passing_year" CHECK ("passingYear" BETWEEN 1950 AND 2100);
ALTER TABLE "Drive" ADD CONSTRAINT "Drive_min_marks_range" CHECK ("minMarks" IS NULL OR "minMarks" BETWEEN 0 AND 100);
ALTER TABLE "Drive" ADD CONSTRAINT "Drive_salary_positive" CHECK ("salary" IS NULL OR "salary" > 0);
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_salary_positive" CHECK ("salary" > 0);
ALTER TABLE "Offer" ADD CONSTRAINT "Offer_joining_only_accepted" CHECK ("joiningStatus" IS NULL OR "status" = 'accepted');
ALTER TABLE "DriveRegistration" ADD CONSTRAINT "DriveRegistration_round_positive" CHECK ("currentRound" >= 1);
