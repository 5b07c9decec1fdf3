-- CreateEnum
CREATE TYPE "CheckInOutcome" AS ENUM ('ok', 'at_risk');

-- AlterTable
ALTER TABLE "Placement" ADD COLUMN     "annualCtc" INTEGER;

-- CreateTable
CREATE TABLE "PlacementCheckIn" (
    "id" TEXT NOT NULL,
    "placementId" TEXT NOT NULL,
    "authorId" TEXT,
    "outcome" "CheckInOutcome" NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlacementCheckIn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PlacementCheckIn_placementId_createdAt_idx" ON "PlacementCheckIn"("placementId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "PlacementCheckIn_authorId_idx" ON "PlacementCheckIn"("authorId");

-- AddForeignKey
ALTER TABLE "PlacementCheckIn" ADD CONSTRAINT "PlacementCheckIn_placementId_fkey" FOREIGN KEY ("placementId") REFERENCES "Placement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlacementCheckIn" ADD CONSTRAINT "PlacementCheckIn_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: a CTC is a positive number of rupees (the API refuses anything else with a 400).
ALTER TABLE "Placement" ADD CONSTRAINT "Placement_annualCtc_positive" CHECK ("annualCtc" IS NULL OR "annualCtc" > 0);
