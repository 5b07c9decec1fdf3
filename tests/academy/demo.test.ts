// The demo shows the academy at once (issue 24): after `npm run db:seed` a trainer teaches a running
// batch Priya is enrolled in, with a session running today and its meeting link; an upcoming batch is
// sponsored by the demo employer; Rahul's batch was finished, his certificate verifies and his skills are
// verified by it; every batch's sessions add up to its programme's minHours; seeding twice adds nothing.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { DEMO_ACCOUNTS, seedDemoData } from "@/lib/seed/demo";
import { myEnrollments } from "@/lib/academy/service/my-enrollments";
import { programmeBatches } from "@/lib/academy/service/batches";
import { getCertificate } from "@/lib/certificates/service/verify";
import { sessionHours } from "@/lib/academy/rules/sessions";
import type { SessionUser } from "@/lib/auth/types";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "academy-seed-"));

const userOf = (email: string, role: SessionUser["role"]) =>
  db.user.findUniqueOrThrow({ where: { email_role: { email, role } }, select: { id: true, name: true, email: true, role: true } }) as Promise<SessionUser>;

beforeAll(async () => {
  await seedDemoData();
});

describe("the demo academy", () => {
  it("has a trainer and a recruiter who can log in, and a running batch Priya is enrolled in", async () => {
    const trainer = await userOf(DEMO_ACCOUNTS.trainer.email, "Trainer");
    await userOf(DEMO_ACCOUNTS.recruiter.email, "Recruiter");
    const priya = await userOf(DEMO_ACCOUNTS.candidate.email, "Candidate");
    const { enrollments } = await myEnrollments(priya, { page: 1, limit: 50 });
    expect(enrollments).toHaveLength(1);
    expect(enrollments[0]).toMatchObject({ status: "enrolled", batch: { status: "running", trainer: { name: trainer.name }, meetingUrl: expect.stringMatching(/^https:\/\//) } });
    expect(enrollments[0].attendance).toBeGreaterThan(0);
    expect(enrollments[0].sessions.some((s) => s.attended)).toBe(true);
  });

  it("lists the sponsored upcoming batch on its programme page, open with seats", async () => {
    const { upcoming } = await programmeBatches("digital-marketing");
    expect(upcoming[0]).toMatchObject({ status: "open", seatsLeft: 15, sponsor: { kind: "employer", name: "InfoSphere Technologies" } });
  });

  it("gives Rahul a valid certificate whose skills are verified on his profile", async () => {
    const rahul = await db.user.findUniqueOrThrow({ where: { email_role: { email: "rahul.verma@example.com", role: "Candidate" } }, select: { id: true } });
    const certificate = await db.certificate.findFirstOrThrow({ where: { candidateId: rahul.id } });
    expect(await getCertificate(certificate.code)).toMatchObject({ status: "valid", name: "Rahul Verma", score: 86 });
    const verified = await db.candidateSkill.count({ where: { userId: rahul.id, source: "verified", certificateCode: certificate.code } });
    expect(verified).toBeGreaterThan(0);
    const enrolment = await db.enrollment.findUniqueOrThrow({ where: { id: certificate.enrollmentId }, select: { status: true, batch: { select: { finishedAt: true } } } });
    expect(enrolment.status).toBe("completed");
    expect(enrolment.batch.finishedAt).not.toBeNull();
  });

  it("gives every batch the hours its programme needs, and the online and hybrid ones a meeting link", async () => {
    const batches = await db.batch.findMany({ select: { mode: true, meetingUrl: true, programme: { select: { minHours: true } }, sessions: { select: { startsAt: true, endsAt: true } } } });
    expect(batches.length).toBeGreaterThanOrEqual(3);
    for (const batch of batches) {
      expect(sessionHours(batch.sessions)).toBeGreaterThanOrEqual(batch.programme.minHours);
      if (batch.mode !== "classroom") expect(batch.meetingUrl).toMatch(/^https:\/\//);
    }
  });

  it("seeds the academy once", async () => {
    const before = await Promise.all([db.batch.count(), db.enrollment.count(), db.certificate.count(), db.user.count()]);
    await seedDemoData();
    expect(await Promise.all([db.batch.count(), db.enrollment.count(), db.certificate.count(), db.user.count()])).toEqual(before);
  });
});
