-- AlterTable
ALTER TABLE "AdminDecision" ADD COLUMN     "universityId" TEXT;

-- AlterTable
ALTER TABLE "University" ADD COLUMN     "status" "ModerationStatus" NOT NULL DEFAULT 'pending';

-- Hand-written: institutes that signed up before the review existed keep working (an admin may still
-- reject one from the console); every new one starts pending.
UPDATE "University" SET "status" = 'approved';

-- CreateTable
CREATE TABLE "StudentClaim" (
    "id" TEXT NOT NULL,
    "universityId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rollNo" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "course" TEXT NOT NULL,
    "passingYear" INTEGER NOT NULL,
    "marks" DECIMAL(5,2) NOT NULL,
    "backlogs" INTEGER NOT NULL DEFAULT 0,
    "tokenHash" TEXT,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudentClaim_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StudentClaim_tokenHash_key" ON "StudentClaim"("tokenHash");

-- CreateIndex
CREATE INDEX "StudentClaim_userId_idx" ON "StudentClaim"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "StudentClaim_universityId_rollNo_key" ON "StudentClaim"("universityId", "rollNo");

-- CreateIndex
CREATE UNIQUE INDEX "StudentClaim_universityId_userId_key" ON "StudentClaim"("universityId", "userId");

-- CreateIndex
CREATE INDEX "AdminDecision_universityId_createdAt_idx" ON "AdminDecision"("universityId", "createdAt");

-- AddForeignKey
ALTER TABLE "AdminDecision" ADD CONSTRAINT "AdminDecision_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentClaim" ADD CONSTRAINT "StudentClaim_universityId_fkey" FOREIGN KEY ("universityId") REFERENCES "University"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentClaim" ADD CONSTRAINT "StudentClaim_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
