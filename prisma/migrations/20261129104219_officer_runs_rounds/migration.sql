-- AlterTable
ALTER TABLE "Student" ADD COLUMN     "cgpa" DECIMAL(4,2),
ALTER COLUMN "marks" DROP NOT NULL;

-- AlterTable
ALTER TABLE "StudentClaim" ADD COLUMN     "cgpa" DECIMAL(4,2),
ALTER COLUMN "marks" DROP NOT NULL;

-- AlterTable
ALTER TABLE "University" ADD COLUMN     "cgpaFactor" DECIMAL(4,2);

-- AlterTable
ALTER TABLE "UniversityRequest" ALTER COLUMN "programme" DROP NOT NULL;

-- CreateTable
CREATE TABLE "DriveReminder" (
    "driveId" TEXT NOT NULL,
    "studentId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mailedAt" TIMESTAMP(3),

    CONSTRAINT "DriveReminder_pkey" PRIMARY KEY ("driveId","studentId","day")
);

-- CreateIndex
CREATE INDEX "DriveReminder_studentId_idx" ON "DriveReminder"("studentId");

-- CreateIndex
CREATE INDEX "DriveReminder_mailedAt_createdAt_idx" ON "DriveReminder"("mailedAt", "createdAt");

-- AddForeignKey
ALTER TABLE "DriveReminder" ADD CONSTRAINT "DriveReminder_driveId_fkey" FOREIGN KEY ("driveId") REFERENCES "Drive"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DriveReminder" ADD CONSTRAINT "DriveReminder_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (decisions.md section 20, docs/decisions/0055).
-- A roster line gives marks (a percentage) or a CGPA (0-10), exactly one: both kept as given, so the
-- institute's cgpaFactor may change later and eligibility follows it (it reads them in SQL).
ALTER TABLE "Student" ADD CONSTRAINT "Student_marks_or_cgpa" CHECK (("marks" IS NULL) <> ("cgpa" IS NULL));
ALTER TABLE "Student" ADD CONSTRAINT "Student_cgpa_range" CHECK ("cgpa" IS NULL OR "cgpa" BETWEEN 0 AND 10);
ALTER TABLE "StudentClaim" ADD CONSTRAINT "StudentClaim_marks_or_cgpa" CHECK (("marks" IS NULL) <> ("cgpa" IS NULL));
ALTER TABLE "StudentClaim" ADD CONSTRAINT "StudentClaim_cgpa_range" CHECK ("cgpa" IS NULL OR "cgpa" BETWEEN 0 AND 10);
ALTER TABLE "University" ADD CONSTRAINT "University_cgpa_factor_range" CHECK ("cgpaFactor" IS NULL OR "cgpaFactor" BETWEEN 1 AND 20);
-- A training request names its programme; a placement drive request may not.
ALTER TABLE "UniversityRequest" ADD CONSTRAINT "UniversityRequest_training_programme" CHECK ("kind" <> 'training' OR "programme" IS NOT NULL);
