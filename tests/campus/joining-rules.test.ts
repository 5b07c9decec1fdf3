// Joining (decisions.md section 20): `joined` only on or after the joining date (India), else 409 TOO_EARLY;
// `deferred` needs a new date (400 without one, for the current date, or a past day); the student's
// university records it only once approved (403 NOT_APPROVED), like the company side otherwise.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { formatIndiaDay } from "@/lib/format/date";
import { companyDriveSetup, createOfferRow, dayFromNow } from "@/tests/campus/offer-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const joiningRoute = await import("@/app/api/v1/offers/[id]/joining/route");

const joining = (as: SessionUser, id: string, body: unknown) =>
  callRoute(joiningRoute.PATCH, { as, method: "PATCH", path: `/api/v1/offers/${id}/joining`, params: { id }, body });

/** An accepted offer joining on `joiningDate` (YYYY-MM-DD). */
async function acceptedOn(joiningDate: string) {
  const setup = await companyDriveSetup({ students: 1 });
  const { drive, university, students } = setup;
  const offer = await createOfferRow({ driveId: drive.id, studentId: students[0].student.id, universityId: university.id, salary: 700_000, status: "accepted", joiningDate });
  return { ...setup, offer };
}

describe("joined waits for the joining date", () => {
  it("409 TOO_EARLY the day before, for the company and the officer alike; nothing changes", async () => {
    const { owner, universityUser, offer } = await acceptedOn(dayFromNow(3));
    for (const who of [owner, universityUser]) {
      const res = await joining(who, offer.id, { status: "joined" });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("TOO_EARLY");
      expect(res.body.message).toMatch(/^The joining date is .+: record Joined on or after that day/);
    }
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).joiningStatus).toBeNull();
  });

  it("on the joining date (India) the officer records it; the company is told", async () => {
    const { owner, universityUser, offer } = await acceptedOn(formatIndiaDay(new Date()));
    const res = await joining(universityUser, offer.id, { status: "joined" });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ joiningStatus: "joined", joinedAt: expect.any(String) });
    expect(await db.notification.count({ where: { userId: owner.id, title: { contains: "joined" } } })).toBe(1);
  });

  it("a deferral moves the date; joined then waits for the new one", async () => {
    const { owner, offer } = await acceptedOn(dayFromNow(-1));
    const later = dayFromNow(30);
    expect((await joining(owner, offer.id, { status: "deferred", joiningDate: later })).status).toBe(200);
    expect((await joining(owner, offer.id, { status: "joined" })).body.code).toBe("TOO_EARLY");
  });
});

describe("deferred needs a new date", () => {
  it("400 without a date, for the current joining date, or for a past day", async () => {
    const current = dayFromNow(10);
    const { owner, offer } = await acceptedOn(current);
    const none = await joining(owner, offer.id, { status: "deferred" });
    expect(none.status).toBe(400);
    expect(none.body.errors?.joiningDate).toBe("A deferral needs the new joining date");
    const same = await joining(owner, offer.id, { status: "deferred", joiningDate: current });
    expect(same.status).toBe(400);
    expect(same.body.errors?.joiningDate).toMatch(/is already the joining date: choose the new one\.$/);
    const past = await joining(owner, offer.id, { status: "deferred", joiningDate: dayFromNow(-5) });
    expect(past.status).toBe(400);
    expect(past.body.errors?.joiningDate).toBe("The new joining date cannot be in the past.");
    expect((await db.offer.findUniqueOrThrow({ where: { id: offer.id } })).joiningStatus).toBeNull();
  });
});

describe("the officer's joining before approval", () => {
  it("403 NOT_APPROVED for its own student's offer once the institute is not approved", async () => {
    const { universityUser, university, offer } = await acceptedOn(dayFromNow(-1));
    await db.university.update({ where: { id: university.id }, data: { status: "rejected" } });
    const res = await joining(universityUser, offer.id, { status: "joined" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("NOT_APPROVED");
  });
});
