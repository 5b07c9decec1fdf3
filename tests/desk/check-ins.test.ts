// Placement check-ins (decisions.md section 20): POST desk/placements/{id}/check-ins (any recruiter;
// outcome ok | at_risk and a note of 1 to 2000 characters, line breaks kept; 404 unknown, 409 fell
// through); which placements are due one (the latest of days 7, 30 and 60 after the start that has come,
// within the guarantee, none logged on or after that India day; never a fallen-through placement or an
// erased candidate), longest waiting first, the recruiter's own or the desk's; and the personal data:
// the candidate's export holds the check-ins about them, the author's export names them without the
// note; the purge deletes them with the candidate and cuts an erased author.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";
import type { CheckInJson, PlacementJson } from "@/lib/desk/contract/common";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createUser } = await import("@/tests/factories");
const { call } = await import("@/tests/pipeline/helpers");
const { placementStarted } = await import("@/tests/desk/agency-fixtures");
const { addDays } = await import("@/lib/desk/rules/placements");
const { formatIndiaDay } = await import("@/lib/format/date");
const { listPlacements } = await import("@/lib/desk/service/placements");
const { countPlacementsDueCheckIn } = await import("@/lib/desk/service/check-ins");
const { readCandidate } = await import("@/lib/registry/personal-data/candidate");
const { readRecruiter } = await import("@/lib/registry/personal-data/common");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");
const checkInRoute = await import("@/app/api/v1/desk/placements/[id]/check-ins/route");
const listRoute = await import("@/app/api/v1/desk/placements/route");

const logCheckIn = (as: SessionUser, id: string, body: unknown) => call(checkInRoute.POST, { as, method: "POST", params: { id }, body });
type Page = { placements: PlacementJson[]; hasNextPage: boolean };

/** "Now" for the due list: far enough ahead that the other tests' placements (started by today) are past their guarantee. */
const NOW = new Date(Date.now() + 400 * 86_400_000);
const TODAY = formatIndiaDay(NOW);
/** 00:00 India on `day` plus `minutes`, as the instant stored. */
const indiaTime = (day: string, minutes = 0) => new Date(Date.parse(`${day}T00:00:00+05:30`) + minutes * 60_000);

/** A placement of `recruiter` that started `daysAgo` days before TODAY. */
async function startedOn(recruiter: SessionUser | null, daysAgo: number, name: string, status: "active" | "fell_through" = "active") {
  const made = await placementStarted(recruiter, 0, name, status);
  await db.placement.update({ where: { id: made.placement.id }, data: { startDate: new Date(`${addDays(TODAY, -daysAgo)}T00:00:00Z`) } });
  return made;
}
const checkedInAt = (placementId: string, at: Date, authorId: string | null = null) =>
  db.placementCheckIn.create({ data: { placementId, authorId, outcome: "ok", note: "Settling in.", createdAt: at } });

describe("POST desk/placements/{id}/check-ins", () => {
  it("logs a check-in (201) that the placement then carries; any recruiter may", async () => {
    const riya = await createUser({ role: "Recruiter", name: "Riya" });
    const sam = await createUser({ role: "Recruiter", name: "Sam" });
    const { placement } = await placementStarted(riya, 8, "Asha Rao");
    const res = await logCheckIn(sam, placement.id, { outcome: "at_risk", note: "Long commute.\nThinking of leaving." });
    expect(res.status).toBe(201);
    expect(res.body.response).toEqual({ id: expect.any(String), placementId: placement.id, outcome: "at_risk", note: "Long commute.\nThinking of leaving.", author: { name: "Sam" }, createdAt: expect.any(String) });
    const listed = ((await call(listRoute.GET, { as: riya, path: "/api/v1/desk/placements" })).body.response as Page).placements.find((p) => p.id === placement.id)!;
    expect(listed.lastCheckIn).toEqual({ outcome: "at_risk", createdAt: (res.body.response as CheckInJson).createdAt });
    expect(listed.checkInDue).toBeNull();
  });

  it("400 without an outcome or a note, for an unknown outcome or a note over 2000 characters", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const { placement } = await placementStarted(riya, 8);
    const cases: [unknown, string][] = [
      [{ note: "Fine." }, "outcome"],
      [{ outcome: "great", note: "Fine." }, "outcome"],
      [{ outcome: "ok" }, "note"],
      [{ outcome: "ok", note: "   " }, "note"],
      [{ outcome: "ok", note: "x".repeat(2001) }, "note"],
    ];
    for (const [body, field] of cases) {
      const res = await logCheckIn(riya, placement.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errors?.[field]).toBeTruthy();
    }
    expect((await logCheckIn(riya, placement.id, { outcome: "ok", note: "x".repeat(2000) })).status).toBe(201);
    expect(await db.placementCheckIn.count({ where: { placementId: placement.id } })).toBe(1);
  });

  it("404 for an unknown placement, 409 for one that fell through, 403 for other roles", async () => {
    const riya = await createUser({ role: "Recruiter" });
    const fell = await placementStarted(riya, 8, "Gone Person", "fell_through");
    expect((await logCheckIn(riya, "no-such-placement", { outcome: "ok", note: "Hi" })).status).toBe(404);
    const refused = await logCheckIn(riya, fell.placement.id, { outcome: "ok", note: "Hi" });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CONFLICT");
    for (const other of [fell.employer, await createUser({ role: "Admin" })]) expect((await logCheckIn(other, fell.placement.id, { outcome: "ok", note: "Hi" })).status).toBe(403);
  });
});

describe("placements due a check-in", () => {
  it("the latest milestone reached within the guarantee with none logged since, longest waiting first", async () => {
    const riya = await createUser({ role: "Recruiter", name: "Riya" });
    const sam = await createUser({ role: "Recruiter", name: "Sam" });
    await startedOn(riya, 5, "Too Early");
    const seven = await startedOn(riya, 7, "Day Seven Today");
    const ten = await startedOn(riya, 10, "Day Seven Late");
    const answered = await startedOn(riya, 10, "Checked In");
    await checkedInAt(answered.placement.id, indiaTime(addDays(TODAY, -2)));
    const thirty = await startedOn(riya, 35, "Day Thirty");
    await checkedInAt(thirty.placement.id, indiaTime(addDays(TODAY, -25))); // day 10: before the day-30 milestone
    const justBefore = await startedOn(riya, 35, "Just Before");
    await checkedInAt(justBefore.placement.id, indiaTime(addDays(TODAY, -5), -10)); // 23:50 India the day before day 30
    const onTheDay = await startedOn(riya, 35, "On The Day");
    await checkedInAt(onTheDay.placement.id, indiaTime(addDays(TODAY, -5), 10)); // 00:10 India on day 30
    const sixty = await startedOn(riya, 65, "Day Sixty");
    const lastDay = await startedOn(riya, 90, "Last Guarantee Day");
    await startedOn(riya, 91, "Guarantee Over");
    await startedOn(riya, 10, "Fell Through", "fell_through");
    const erased = await startedOn(riya, 10, "Erased Person");
    await db.user.update({ where: { id: erased.candidate.id }, data: { deletedAt: new Date() } });
    const samsOwn = await startedOn(sam, 10, "Sam's Placement");

    const mine = await listPlacements(riya, { mine: true, due: true, page: 1 }, NOW);
    expect(mine.hasNextPage).toBe(false);
    const names = mine.placements.map((p) => p.candidate.name);
    // The order: by the day the check-in became due (ties by id).
    expect(names[0]).toBe("Last Guarantee Day");
    expect(new Set(names.slice(1, 4))).toEqual(new Set(["Day Thirty", "Just Before", "Day Sixty"]));
    expect(names.slice(4)).toEqual(["Day Seven Late", "Day Seven Today"]);
    const due = Object.fromEntries(mine.placements.map((p) => [p.candidate.name, p.checkInDue]));
    expect(due).toEqual({
      "Last Guarantee Day": { day: 60, dueOn: addDays(TODAY, -30) },
      "Day Thirty": { day: 30, dueOn: addDays(TODAY, -5) },
      "Just Before": { day: 30, dueOn: addDays(TODAY, -5) },
      "Day Sixty": { day: 60, dueOn: addDays(TODAY, -5) },
      "Day Seven Late": { day: 7, dueOn: addDays(TODAY, -3) },
      "Day Seven Today": { day: 7, dueOn: TODAY },
    });
    expect(mine.placements.map((p) => p.id)).toEqual(expect.arrayContaining([seven.placement.id, ten.placement.id, sixty.placement.id, lastDay.placement.id]));

    // The whole desk's: Sam's too; the admin's "needs attention" counts the same.
    const desk = await listPlacements(riya, { mine: false, due: true, page: 1 }, NOW);
    expect(desk.placements.map((p) => p.id)).toContain(samsOwn.placement.id);
    expect(desk.placements).toHaveLength(7);
    expect(await countPlacementsDueCheckIn(NOW)).toBe(7);
    expect((await listPlacements(riya, { mine: true, due: true, page: 2 }, NOW)).placements).toEqual([]);
    expect((await listPlacements(riya, { mine: true, due: true, status: "fell_through", page: 1 }, NOW)).placements).toEqual([]);

    // The whole list says the same rule in each placement's checkInDue.
    const all = await listPlacements(riya, { mine: true, due: false, page: 1 }, NOW);
    const dueNames = all.placements.filter((p) => p.checkInDue !== null).map((p) => p.candidate.name);
    expect(new Set(dueNames)).toEqual(new Set(names));
  });

  it("GET desk/placements?due=true&mine=true answers the recruiter's own due placements", async () => {
    const vera = await createUser({ role: "Recruiter", name: "Vera" });
    const { placement } = await placementStarted(vera, 31, "Due Now");
    await placementStarted(vera, 3, "Not Yet");
    const res = await call(listRoute.GET, { as: vera, path: "/api/v1/desk/placements?due=true&mine=true" });
    expect(res.status).toBe(200);
    expect((res.body.response as Page).placements.map((p) => [p.id, p.checkInDue?.day])).toEqual([[placement.id, 30]]);
    expect((await logCheckIn(vera, placement.id, { outcome: "ok", note: "All good." })).status).toBe(201);
    expect(((await call(listRoute.GET, { as: vera, path: "/api/v1/desk/placements?due=true&mine=true" })).body.response as Page).placements).toEqual([]);
  });
});

describe("check-ins and personal data", () => {
  it("exports: the candidate's with the notes about them, the author's without; the purge deletes and cuts", async () => {
    const riya = await createUser({ role: "Recruiter", name: "Riya" });
    const first = await placementStarted(riya, 40, "Meera Nair");
    const second = await placementStarted(riya, 40, "Kiran Das");
    await db.placement.update({ where: { id: first.placement.id }, data: { annualCtc: 800000 } });
    expect((await logCheckIn(riya, first.placement.id, { outcome: "at_risk", note: "Unhappy with the shift pattern." })).status).toBe(201);
    expect((await logCheckIn(riya, second.placement.id, { outcome: "ok", note: "Loves the team." })).status).toBe(201);

    const exported = await readCandidate(first.candidate.id, () => null);
    expect(exported.placements).toEqual([
      expect.objectContaining({ annualCtc: 800000, checkIns: [{ outcome: "at_risk", note: "Unhappy with the shift pattern.", createdAt: expect.any(Date) }] }),
    ]);
    const made = await readRecruiter(riya.id);
    expect(made.placementCheckInsLogged).toEqual([
      { candidate: "Meera Nair", job: { id: first.job.id, post: first.job.post }, outcome: "at_risk", createdAt: expect.any(Date) },
      { candidate: "Kiran Das", job: { id: second.job.id, post: second.job.post }, outcome: "ok", createdAt: expect.any(Date) },
    ]);
    expect(JSON.stringify(made)).not.toContain("shift pattern");

    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    await db.user.updateMany({ where: { id: { in: [first.candidate.id, riya.id] } }, data: { deletionRequestedAt: longAgo } });
    await purgeTask.run({ now: new Date() });
    expect(await db.placementCheckIn.count({ where: { placementId: first.placement.id } })).toBe(0);
    expect(await db.placementCheckIn.findMany({ where: { placementId: second.placement.id } })).toEqual([expect.objectContaining({ authorId: null, note: "Loves the team." })]);
    expect(await db.placement.count({ where: { id: first.placement.id } })).toBe(1);
  });
});
