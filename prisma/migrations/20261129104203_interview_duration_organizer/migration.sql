-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "interviewOrganizerId" TEXT;

-- AlterTable
ALTER TABLE "ApplicationEvent" ADD COLUMN     "interviewDurationMinutes" INTEGER;
