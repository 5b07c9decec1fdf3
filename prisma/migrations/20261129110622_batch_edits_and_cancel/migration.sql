-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "cancelReason" TEXT,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 0;
