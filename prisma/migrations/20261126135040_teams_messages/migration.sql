-- CreateEnum
CREATE TYPE "TeamRole" AS ENUM ('owner', 'recruiter', 'interviewer');

-- CreateEnum
CREATE TYPE "ScoreRecommendation" AS ENUM ('strong_no', 'no', 'yes', 'strong_yes');

-- CreateEnum
CREATE TYPE "MessageSide" AS ENUM ('company', 'candidate');

-- AlterTable
ALTER TABLE "Application" ADD COLUMN     "interviewSequence" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "interviewUid" TEXT;

-- AlterTable
ALTER TABLE "ApplicationEvent" ADD COLUMN     "actorTeamRole" "TeamRole";

-- CreateTable
CREATE TABLE "EmployerMember" (
    "id" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" "TeamRole" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmployerMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamInvitation" (
    "id" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "TeamRole" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedById" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationInterviewer" (
    "applicationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "assignedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicationInterviewer_pkey" PRIMARY KEY ("applicationId","userId")
);

-- CreateTable
CREATE TABLE "Scorecard" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "ratings" JSONB NOT NULL,
    "recommendation" "ScoreRecommendation" NOT NULL,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Scorecard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "side" "MessageSide" NOT NULL,
    "authorId" TEXT,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMP(3),

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageThread" (
    "applicationId" TEXT NOT NULL,
    "companyMailedAt" TIMESTAMP(3),
    "candidateMailedAt" TIMESTAMP(3),
    "lastMessageAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageThread_pkey" PRIMARY KEY ("applicationId")
);

-- CreateTable
CREATE TABLE "MessageReport" (
    "id" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "reporterId" TEXT NOT NULL,
    "details" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolution" TEXT,

    CONSTRAINT "MessageReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyMute" (
    "candidateId" TEXT NOT NULL,
    "employerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyMute_pkey" PRIMARY KEY ("candidateId","employerId")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmployerMember_userId_key" ON "EmployerMember"("userId");

-- CreateIndex
CREATE INDEX "EmployerMember_employerId_role_idx" ON "EmployerMember"("employerId", "role");

-- CreateIndex
CREATE UNIQUE INDEX "TeamInvitation_tokenHash_key" ON "TeamInvitation"("tokenHash");

-- CreateIndex
CREATE INDEX "TeamInvitation_employerId_createdAt_idx" ON "TeamInvitation"("employerId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "ApplicationInterviewer_userId_idx" ON "ApplicationInterviewer"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Scorecard_applicationId_authorId_key" ON "Scorecard"("applicationId", "authorId");

-- CreateIndex
CREATE INDEX "Message_applicationId_createdAt_idx" ON "Message"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "MessageReport_resolvedAt_createdAt_idx" ON "MessageReport"("resolvedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "MessageReport_messageId_reporterId_key" ON "MessageReport"("messageId", "reporterId");

-- AddForeignKey
ALTER TABLE "EmployerMember" ADD CONSTRAINT "EmployerMember_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "Employer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmployerMember" ADD CONSTRAINT "EmployerMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "Employer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamInvitation" ADD CONSTRAINT "TeamInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationInterviewer" ADD CONSTRAINT "ApplicationInterviewer_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationInterviewer" ADD CONSTRAINT "ApplicationInterviewer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Scorecard" ADD CONSTRAINT "Scorecard_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Scorecard" ADD CONSTRAINT "Scorecard_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageThread" ADD CONSTRAINT "MessageThread_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageReport" ADD CONSTRAINT "MessageReport_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageReport" ADD CONSTRAINT "MessageReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyMute" ADD CONSTRAINT "CompanyMute_candidateId_fkey" FOREIGN KEY ("candidateId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompanyMute" ADD CONSTRAINT "CompanyMute_employerId_fkey" FOREIGN KEY ("employerId") REFERENCES "Employer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (decisions.md section 16).
-- Every company has its signing-up account as its first owner: existing companies now, new ones by a
-- trigger, so no write path (signup, seed, tests) can make a company without an owner.
INSERT INTO "EmployerMember" ("id", "employerId", "userId", "role", "createdAt")
SELECT 'owner-' || e."id", e."id", e."userId", 'owner', e."createdAt" FROM "Employer" e
ON CONFLICT ("userId") DO NOTHING;

CREATE FUNCTION "employer_first_owner"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "EmployerMember" ("id", "employerId", "userId", "role")
  VALUES ('owner-' || NEW."id", NEW."id", NEW."userId", 'owner')
  ON CONFLICT ("userId") DO NOTHING;
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "Employer_first_owner" AFTER INSERT ON "Employer"
FOR EACH ROW EXECUTE FUNCTION "employer_first_owner"();

-- Ratings and bodies within the contract's bounds whatever writes them.
ALTER TABLE "Message" ADD CONSTRAINT "Message_body_length" CHECK (char_length("body") BETWEEN 1 AND 5000);
ALTER TABLE "Application" ADD CONSTRAINT "Application_interviewSequence_nonneg" CHECK ("interviewSequence" >= 0);

-- A new message wakes every server's open streams (LISTEN app_messages): delivered on commit, so a
-- rolled-back message is never announced. The payload names ids only; the listener reads the row.
CREATE FUNCTION "message_notify"() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('app_messages', json_build_object('id', NEW."id", 'applicationId', NEW."applicationId")::text);
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER "Message_notify" AFTER INSERT ON "Message"
FOR EACH ROW EXECUTE FUNCTION "message_notify"();
