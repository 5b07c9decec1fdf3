-- AlterTable
ALTER TABLE "Batch" ADD COLUMN     "finishedAt" TIMESTAMP(3),
ADD COLUMN     "meetingUrl" TEXT;

-- AlterTable
ALTER TABLE "Programme" ADD COLUMN     "minHours" INTEGER NOT NULL DEFAULT 0;

-- Results are drafts until the trainer finishes the batch (decisions.md section 20). A batch whose
-- results were all recorded under the old rule (every seat-holder completed or failed, at least one)
-- and whose last session has ended counts as finished: its results were already final.
UPDATE "Batch" b SET "finishedAt" = CURRENT_TIMESTAMP
WHERE b."cancelledAt" IS NULL
  AND EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."batchId" = b."id" AND e."status" IN ('completed', 'failed'))
  AND NOT EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."batchId" = b."id" AND e."status" = 'enrolled')
  AND NOT EXISTS (SELECT 1 FROM "TrainingSession" s WHERE s."batchId" = b."id" AND s."endsAt" > CURRENT_TIMESTAMP);
