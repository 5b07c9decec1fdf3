// A student's eligibility for a drive (decisions.md section 18): each rule's reason in GET drives
// (course, passing year, marks, backlogs, a closed registration) and the institute's offer policy
// (one_offer with a standing accepted offer; dream below and at 1.5 times it), the same rules refusing
// a registration, and the notification on accept following the policy too.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createUser } from "@/tests/factories";
import { accept, acceptedOffer, closeRegistration, COURSE, createStudent, createUniversity, driveBody } from "@/tests/campus/drive-fixtures";

vi.mock("server-only", () => ({}));

const { createDrive, respondToDrive } = await import("@/lib/campus/service/drives");
const { listDrives } = await import("@/lib/campus/service/drive-lists");
const { registerForDrive } = await import("@/lib/campus/service/drive-register");

const admin = () => createUser({ role: "Admin" });

/** A drive for a new university (policy as given), accepted by it. */
async function acceptedDrive(opts: { policy?: "one_offer" | "dream"; salary?: number; eligibility?: Record<string, unknown> } = {}) {
  const uni = await createUniversity({ policy: opts.policy });
  const body = driveBody([uni.university.id], { companyName: "Globex", ...(opts.salary ? { salary: opts.salary } : {}) });
  const drive = await createDrive(await admin(), { ...body, eligibility: { ...body.eligibility, ...opts.eligibility } } as never);
  await accept(drive.id, uni.university.id);
  return { drive, ...uni };
}

async function studentView(user: Parameters<typeof listDrives>[0], driveId: string) {
  const { drives } = await listDrives(user, { page: 1 });
  const drive = drives.find((d) => d.id === driveId);
  if (!drive) throw new Error("drive not listed");
  return { eligible: drive.eligible, reasons: drive.reasons, registered: drive.registered, currentRound: drive.currentRound };
}

describe("the record rules", () => {
  it("a student who meets every rule is eligible, with no reasons", async () => {
    const { drive, university } = await acceptedDrive();
    // Course compared without case or surrounding spaces.
    const { user } = await createStudent(university.id, { course: ` ${COURSE.toLowerCase()} ` });
    expect(await studentView(user, drive.id)).toEqual({ eligible: true, reasons: [], registered: false, currentRound: null });
  });

  it.each([
    ["course", { course: "B.Com" }, "Your course (B.Com) is not among: B.Tech Computer Engineering, B.E. Information Technology."],
    ["passing year", { passingYear: 2026 }, "Your passing year (2026) is not among: 2027."],
    ["marks", { marks: 55 }, "Minimum marks 60%; yours are 55%."],
    ["backlogs", { backlogs: 2 }, "At most 0 backlogs allowed; you have 2."],
  ])("%s: not eligible, the reason in words", async (_rule, record, reason) => {
    const { drive, university } = await acceptedDrive();
    const { user } = await createStudent(university.id, record);
    expect(await studentView(user, drive.id)).toMatchObject({ eligible: false, reasons: [reason] });
    await expect(registerForDrive(user, { id: drive.id })).rejects.toMatchObject({ status: 403, code: "NOT_ELIGIBLE", reasons: [reason] });
  });

  it("marks with decimals, and no bound when the drive sets none", async () => {
    const { drive, university } = await acceptedDrive({ eligibility: { minMarks: 72.5, maxBacklogs: undefined } });
    const { user } = await createStudent(university.id, { marks: 72.25, backlogs: 9 });
    expect(await studentView(user, drive.id)).toMatchObject({ eligible: false, reasons: ["Minimum marks 72.5%; yours are 72.25%."] });
  });

  it("a closed registration is a reason; a registered student sees their round", async () => {
    const { drive, university } = await acceptedDrive();
    const { user } = await createStudent(university.id);
    await registerForDrive(user, { id: drive.id });
    await closeRegistration(drive.id);
    const view = await studentView(user, drive.id);
    expect(view).toMatchObject({ eligible: false, registered: true, currentRound: 1 });
    expect(view.reasons).toEqual([expect.stringMatching(/^Registration closed on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)]);
  });

  it("open drives first (nearest deadline first), then closed ones; paged in SQL", async () => {
    const { university } = await createUniversity();
    const as = await admin();
    const ids: string[] = [];
    for (const days of [9, 3, 6]) {
      const closes = Date.now() + days * 86_400_000;
      const body = driveBody([university.id], { companyName: `Co ${days}`, registrationCloses: new Date(closes).toISOString() });
      const drive = await createDrive(as, { ...body, rounds: [{ name: "Interview", at: new Date(closes + 86_400_000).toISOString() }] } as never);
      await accept(drive.id, university.id);
      ids.push(drive.id);
    }
    await closeRegistration(ids[0]);
    const { user } = await createStudent(university.id);
    const { drives, hasNextPage } = await listDrives(user, { page: 1 });
    expect(drives.map((d) => d.company)).toEqual(["Co 3", "Co 6", "Co 9"]);
    expect(drives.map((d) => d.status)).toEqual(["open", "open", "closed"]);
    expect(hasNextPage).toBe(false);
    expect((await listDrives(user, { page: 2 })).drives).toEqual([]);
  });
});

describe("the offer policy", () => {
  it("one_offer: a standing accepted offer keeps the student out, and a revoked one no longer does", async () => {
    const { drive, university } = await acceptedDrive({ policy: "one_offer" });
    const { user, student } = await createStudent(university.id);
    const offer = await acceptedOffer(student, 500_000);
    const view = await studentView(user, drive.id);
    expect(view).toMatchObject({ eligible: false, reasons: ["You have accepted an offer, and your institute allows one offer per student."] });
    await expect(registerForDrive(user, { id: drive.id })).rejects.toMatchObject({ code: "NOT_ELIGIBLE" });
    await db.offer.update({ where: { id: offer.id }, data: { joiningStatus: "revoked", revokedAt: new Date() } });
    expect(await studentView(user, drive.id)).toMatchObject({ eligible: true, reasons: [] });
  });

  it("dream: below 1.5 times the accepted salary not eligible; at it eligible", async () => {
    const below = await acceptedDrive({ policy: "dream", salary: 749_999 });
    const { user, student } = await createStudent(below.university.id);
    await acceptedOffer(student, 500_000);
    expect(await studentView(user, below.drive.id)).toMatchObject({
      eligible: false,
      reasons: ["Your institute allows a second offer only from a dream drive paying at least ₹7,50,000 a year (1.5 times your accepted offer)."],
    });

    const at = await acceptedDrive({ policy: "dream", salary: 750_000 });
    const other = await createStudent(at.university.id);
    await acceptedOffer(other.student, 500_000);
    expect(await studentView(other.user, at.drive.id)).toMatchObject({ eligible: true, reasons: [] });
    expect(await registerForDrive(other.user, { id: at.drive.id })).toEqual({ id: expect.any(String), driveId: at.drive.id });
  });

  it("accepting a drive notifies the students the policy lets in, not the others", async () => {
    const uni = await createUniversity({ policy: "dream" });
    const drive = await createDrive(await admin(), driveBody([uni.university.id], { companyName: "Globex", salary: 900_000 }) as never);
    const free = await createStudent(uni.university.id);
    const dreamer = await createStudent(uni.university.id);
    await acceptedOffer(dreamer.student, 600_000);
    const placed = await createStudent(uni.university.id);
    await acceptedOffer(placed.student, 700_000);
    await respondToDrive(uni.user, { id: drive.id }, { accept: true });
    const notified = async (userId: string) => db.notification.count({ where: { userId, link: "/candidate/drives" } });
    expect([await notified(free.user.id), await notified(dreamer.user.id), await notified(placed.user.id)]).toEqual([1, 1, 0]);
  });
});
