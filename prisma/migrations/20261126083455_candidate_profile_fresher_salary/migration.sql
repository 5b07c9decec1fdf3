-- AlterTable
ALTER TABLE "CandidateProfile" ADD COLUMN     "currentSalary" INTEGER,
ADD COLUMN     "expectedSalary" INTEGER,
ADD COLUMN     "isFresher" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "noticePeriodDays" INTEGER;
