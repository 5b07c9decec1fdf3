// Offers and the joining tracker (decisions.md section 18): making an offer (registered students only,
// one per drive and student), the student's answer under the institute's policy (one_offer: two
// acceptances at once, exactly one wins, and accepting withdraws the rest; dream: 1.5 times or
// refused, an upgrade withdraws the earlier offer), the joining tracker (joined, deferred, revoked and
// what a revocation tells whom), and who sees what.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createEmployer, createUser } from "@/tests/factories";
import type { SessionUser } from "@/lib/auth/types";
import type { CampusOffer, CampusOffers } from "@/lib/campus/contract/offers";
import { companyDriveSetup, createDrive, createOfferRow, createStudent, createUniversity, dayFromNow, register } from "@/tests/campus/offer-fixtures";
import { formatDay } from "@/lib/format/date";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const driveOffersRoute = await import("@/app/api/v1/drives/[id]/offers/route");
const myOffersRoute = await import("@/app/api/v1/offers/route");
const respondRoute = await import("@/app/api/v1/offers/[id]/respond/route");
const joiningRoute = await import("@/app/api/v1/offers/[id]/joining/route");
const { policyReasons, standingOffer } = await import("@/lib/campus/service/policy");

const makeOffer = (as: SessionUser, id: string, body: unknown) => callRoute(driveOffersRoute.POST, { as, method: "POST", path: `/api/v1/drives/${id}/offers`, params: { id }, body });
const driveOffers = (as: SessionUser, id: string) => callRoute(driveOffersRoute.GET, { as, path: `/api/v1/drives/${id}/offers`, params: { id } });
const respond = (as: SessionUser, id: string, accept: boolean) =>
  callRoute(respondRoute.POST, { as, method: "POST", path: `/api/v1/offers/${id}/respond`, params: { id }, body: { accept } });
const joining = (as: SessionUser, id: string, body: unknown) =>
  callRoute(joiningRoute.PATCH, { as, method: "PATCH", path: `/api/v1/offers/${id}/joining`, params: { id }, body });

const terms = { salary: 800_000, joiningDate: "2027-07-01" };

describe("POST drives/{id}/offers", () => {
  it("201 pending; notifies and mails the student, notifies the university; a second offer is 409 CONFLICT", async () => {
    const { owner, drive, university, universityUser, students } = await companyDriveSetup({ students: 1 });
    const res = await makeOffer(owner, drive.id, { rollNo: "CS-1", universityId: university.id, ...terms });
    expect(res.status).toBe(201);
    expect(res.body.response).toEqual({ id: expect.any(String), status: "pending" });
    const offer = await db.offer.findUniqueOrThrow({ where: { id: (res.body.response as { id: string }).id } });
    expect(offer).toMatchObject({ studentId: students[0].student.id, salary: 800_000, status: "pending" });
    expect(offer.joiningDate.toISOString().slice(0, 10)).toBe("2027-07-01");

    const [studentNote] = await db.notification.findMany({ where: { userId: students[0].user.id } });
    expect(studentNote).toMatchObject({ title: `Offer from ${drive.companyName}`, link: "/candidate/offers" });
    expect(await db.notification.count({ where: { userId: universityUser.id } })).toBe(1);
    const [mail] = mailsTo(students[0].user.email);
    expect(mail.subject).toBe(`Offer from ${drive.companyName}`);
    expect(mail.text).toContain("₹8,00,000");

    const again = await makeOffer(owner, drive.id, { rollNo: "CS-1", universityId: university.id, ...terms });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "CONFLICT", message: "An offer for this student already exists." });
  });

  it("409 INVALID_TRANSITION for a student not registered, eliminated or withdrawn", async () => {
    const { owner, drive, university, students } = await companyDriveSetup({ students: 3 });
    await createStudent(university.id, { rollNo: "CS-99" });
    await db.driveRegistration.update({ where: { id: students[1].registration.id }, data: { eliminatedAt: new Date() } });
    await db.driveRegistration.update({ where: { id: students[2].registration.id }, data: { withdrawnAt: new Date() } });
    for (const [rollNo, words] of [
      ["CS-99", "is not registered for this drive"],
      ["CS-2", "was eliminated"],
      ["CS-3", "has withdrawn"],
    ]) {
      const res = await makeOffer(owner, drive.id, { rollNo, universityId: university.id, ...terms });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("INVALID_TRANSITION");
      expect(res.body.message).toContain(words);
    }
  });
});

describe("POST offers/{id}/respond", () => {
  it("declines a pending offer; answering again is 409 STALE_STATE; someone else's offer is 404", async () => {
    const { drive, university, students, employer } = await companyDriveSetup({ students: 2 });
    const offer = await createOfferRow({ driveId: drive.id, studentId: students[0].student.id, universityId: university.id, salary: 700_000 });
    expect((await respond(students[1].user, offer.id, true)).status).toBe(404);
    const res = await respond(students[0].user, offer.id, false);
    expect(res.status).toBe(200);
    expect((res.body.response as CampusOffer).status).toBe("declined");
    const again = await respond(students[0].user, offer.id, true);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("STALE_STATE");
    const owners = await db.employerMember.findMany({ where: { employerId: employer.id }, select: { userId: true } });
    expect(await db.notification.count({ where: { userId: owners[0].userId, title: "Student 1 declined your offer" } })).toBe(1);
  });

  it("one_offer: two acceptances at once, exactly one wins; it withdraws the other registrations and pending offers", async () => {
    const { university } = await createUniversity({ policy: "one_offer" });
    const { user, student } = await createStudent(university.id, { name: "Asha" });
    const drives = await Promise.all([1, 2, 3].map(() => createDrive({ universityIds: [university.id] })));
    for (const drive of drives) await register(drive.id, student.id);
    const [a, b] = await Promise.all(drives.slice(0, 2).map((drive) => createOfferRow({ driveId: drive.id, studentId: student.id, universityId: university.id, salary: 600_000 })));

    const answers = await Promise.all([respond(user, a.id, true), respond(user, b.id, true)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: "OFFER_LIMIT", message: "You have already accepted an offer; your institute allows one." });

    const offers = await db.offer.findMany({ where: { studentId: student.id }, select: { status: true } });
    expect(offers.map((o) => o.status).sort()).toEqual(["accepted", "withdrawn"]);
    const winner = answers.findIndex((r) => r.status === 200);
    const regs = await db.driveRegistration.findMany({ where: { studentId: student.id }, select: { driveId: true, withdrawnAt: true } });
    for (const reg of regs) expect(reg.withdrawnAt === null).toBe(reg.driveId === drives[winner].id);
  });

  it("one_offer: with an accepted offer standing, accepting another is 409 OFFER_LIMIT", async () => {
    const { university } = await createUniversity();
    const { user, student } = await createStudent(university.id);
    const [d1, d2] = await Promise.all([createDrive({ universityIds: [university.id] }), createDrive({ universityIds: [university.id] })]);
    await createOfferRow({ driveId: d1.id, studentId: student.id, universityId: university.id, salary: 500_000, status: "accepted" });
    const second = await createOfferRow({ driveId: d2.id, studentId: student.id, universityId: university.id, salary: 2_000_000 });
    const res = await respond(user, second.id, true);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("OFFER_LIMIT");
  });

  it("dream: below 1.5 times is refused naming the amount; above, the upgrade withdraws the earlier offer", async () => {
    const { university } = await createUniversity({ policy: "dream" });
    const { user, student } = await createStudent(university.id);
    const [d1, d2, d3] = await Promise.all([1, 2, 3].map(() => createDrive({ universityIds: [university.id] })));
    const first = await createOfferRow({ driveId: d1.id, studentId: student.id, universityId: university.id, salary: 600_000 });
    const low = await createOfferRow({ driveId: d2.id, studentId: student.id, universityId: university.id, salary: 800_000 });
    const high = await createOfferRow({ driveId: d3.id, studentId: student.id, universityId: university.id, salary: 900_000 });
    expect((await respond(user, first.id, true)).status).toBe(200);

    const refused = await respond(user, low.id, true);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("OFFER_LIMIT");
    expect(refused.body.message).toContain("₹9,00,000");

    const upgraded = await respond(user, high.id, true);
    expect(upgraded.status).toBe(200);
    const statuses = await db.offer.findMany({ where: { studentId: student.id }, select: { id: true, status: true } });
    expect(new Map(statuses.map((o) => [o.id, o.status]))).toEqual(
      new Map([
        [first.id, "withdrawn"],
        [low.id, "pending"],
        [high.id, "accepted"],
      ]),
    );
  });
});

describe("PATCH offers/{id}/joining", () => {
  // Joined two days ago: "joined" may be recorded (the joining day's rules: officer-rounds.test.ts).
  async function accepted() {
    const setup = await companyDriveSetup({ students: 1 });
    const { drive, university, students } = setup;
    const offer = await createOfferRow({ driveId: drive.id, studentId: students[0].student.id, universityId: university.id, salary: 700_000, status: "accepted", joiningDate: dayFromNow(-2) });
    return { ...setup, offer, student: students[0] };
  }

  it("joined is final; a pending offer cannot be tracked", async () => {
    const { owner, offer, drive, university } = await accepted();
    const res = await joining(owner, offer.id, { status: "joined" });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ joiningStatus: "joined", joinedAt: expect.any(String), student: { rollNo: "CS-1" } });
    const again = await joining(owner, offer.id, { status: "revoked" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("INVALID_TRANSITION");

    const other = await createStudent(university.id);
    await register(drive.id, other.student.id);
    const pending = await createOfferRow({ driveId: drive.id, studentId: other.student.id, universityId: university.id, salary: 1 });
    const refused = await joining(owner, pending.id, { status: "joined" });
    expect(refused.body).toMatchObject({ code: "INVALID_TRANSITION", message: "Joining is tracked only for an accepted offer." });
  });

  it("deferred needs the new date, which it records; the student is told", async () => {
    const { owner, offer, student } = await accepted();
    expect((await joining(owner, offer.id, { status: "deferred" })).status).toBe(400);
    const later = dayFromNow(300);
    const res = await joining(owner, offer.id, { status: "deferred", joiningDate: later });
    expect(res.body.response).toMatchObject({ joiningStatus: "deferred", joiningDate: later });
    expect(await db.notification.count({ where: { userId: student.user.id, title: { contains: formatDay(later) } } })).toBe(1);
  });

  it("revoked: the offer no longer stands (eligible again), the student is mailed what next, the officer is told", async () => {
    const { owner, offer, student, universityUser, drive } = await accepted();
    expect(await standingOffer(student.student.id)).not.toBeNull();
    const res = await joining(owner, offer.id, { status: "revoked", reason: "Business unit closed" });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ joiningStatus: "revoked", revokeReason: "Business unit closed", revokedAt: expect.any(String) });

    const standing = await standingOffer(student.student.id);
    expect(standing).toBeNull();
    expect(policyReasons("one_offer", standing, 100_000)).toEqual([]);
    expect(policyReasons("dream", standing, 100_000)).toEqual([]);

    const [studentMail] = mailsTo(student.user.email);
    expect(studentMail.subject).toBe(`Your offer from ${drive.companyName} was revoked`);
    expect(studentMail.text).toContain("/candidate/findjobs?view=recommended");
    expect(studentMail.text).toContain("/training");
    const [officerMail] = mailsTo(universityUser.email);
    expect(officerMail.subject).toBe(`Student 1's offer from ${drive.companyName} was revoked`);
    expect(await db.notification.count({ where: { userId: universityUser.id, title: `Student 1's offer from ${drive.companyName} was revoked` } })).toBe(1);

    // Eligible again: a new offer may be accepted under one_offer.
    const next = await createDrive({ universityIds: [(await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).universityId] });
    const fresh = await createOfferRow({ driveId: next.id, studentId: student.student.id, universityId: offer.universityId, salary: 500_000 });
    expect((await respond(student.user, fresh.id, true)).status).toBe(200);
  });

  it("the student's university may record joining; another university, another company or the student may not", async () => {
    const { offer, universityUser, student } = await accepted();
    const { user: otherCompany } = await createEmployer();
    const { user: otherUniversity } = await createUniversity();
    expect((await joining(otherCompany, offer.id, { status: "joined" })).status).toBe(404);
    expect((await joining(otherUniversity, offer.id, { status: "joined" })).status).toBe(404);
    expect((await joining(student.user, offer.id, { status: "joined" })).status).toBe(403);
    expect((await joining(universityUser, offer.id, { status: "joined" })).status).toBe(200);
  });
});

describe("lists", () => {
  it("the company side sees every offer of its drive; a university only its students'; another company 404", async () => {
    const { owner, drive, university, universityUser, students } = await companyDriveSetup({ students: 1 });
    const second = await createUniversity();
    await db.driveUniversity.create({ data: { driveId: drive.id, universityId: second.university.id, response: "accepted" } });
    const theirs = await createStudent(second.university.id, { rollNo: "EE-1", name: "Other Student" });
    await register(drive.id, theirs.student.id);
    await createOfferRow({ driveId: drive.id, studentId: students[0].student.id, universityId: university.id, salary: 700_000 });
    await createOfferRow({ driveId: drive.id, studentId: theirs.student.id, universityId: second.university.id, salary: 700_000 });

    const all = (await driveOffers(owner, drive.id)).body.response as CampusOffers;
    expect(all.offers.map((o) => o.student?.rollNo).sort()).toEqual(["CS-1", "EE-1"]);
    const mine = (await driveOffers(universityUser, drive.id)).body.response as CampusOffers;
    expect(mine.offers.map((o) => o.student)).toEqual([{ name: "Student 1", rollNo: "CS-1", universityId: university.id, institute: university.instituteName }]);

    const { user: stranger } = await createEmployer();
    expect((await driveOffers(stranger, drive.id)).status).toBe(404);
    const { user: uninvited } = await createUniversity();
    expect((await driveOffers(uninvited, drive.id)).status).toBe(404);
    const admin = await createUser({ role: "Admin" });
    expect(((await driveOffers(admin, drive.id)).body.response as CampusOffers).offers).toHaveLength(2);
  });

  it("GET offers: the student's own, without other students' names", async () => {
    const { drive, university, students } = await companyDriveSetup({ students: 2 });
    await createOfferRow({ driveId: drive.id, studentId: students[0].student.id, universityId: university.id, salary: 700_000 });
    await createOfferRow({ driveId: drive.id, studentId: students[1].student.id, universityId: university.id, salary: 750_000 });
    const res = await callRoute(myOffersRoute.GET, { as: students[0].user, path: "/api/v1/offers" });
    const { offers } = res.body.response as CampusOffers;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ salary: 700_000, status: "pending", drive: { id: drive.id, title: drive.title, company: drive.companyName } });
    expect(offers[0].student).toBeUndefined();
  });
});

describe("personal data", () => {
  it("the student's export lists their offers and round results; both go with the Student row", async () => {
    const { drive, university, students } = await companyDriveSetup({ students: 1 });
    const { student, user, registration } = students[0];
    await createOfferRow({ driveId: drive.id, studentId: student.id, universityId: university.id, salary: 700_000, status: "accepted" });
    await db.driveResult.create({ data: { registrationId: registration.id, roundId: drive.rounds[0].id, result: "advance" } });
    const { readStudentOffers } = await import("@/lib/campus/service/offer-personal-data");
    const exported = await readStudentOffers(user.id);
    expect(exported.campusOffers).toEqual([
      expect.objectContaining({ company: drive.companyName, drive: drive.title, salary: 700_000, joiningDate: "2027-07-01", status: "accepted", joiningStatus: null }),
    ]);
    expect(exported.roundResults).toEqual([expect.objectContaining({ company: drive.companyName, drive: drive.title, round: "Round 1", position: 1, result: "advance" })]);

    // The purge deletes the Student row (purgeStudent): its offers and results cascade.
    await db.student.delete({ where: { id: student.id } });
    expect(await readStudentOffers(user.id)).toEqual({ campusOffers: [], roundResults: [] });
  });
});
