// The waitlist under a race (issue 42, finding 7): the enrolled people of a full batch leave while the
// people waiting leave too. A "A seat is yours" mail goes only to someone whose enrolment the database
// moved to enrolled and who still holds that seat when the mail is written: never to someone whose own
// withdrawal was already under way. Repeated rounds, each its own batch, so an unlucky ordering shows.
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";
import { db } from "@/lib/db";
import { createCandidate } from "@/tests/factories";
import { createBatch, createProgramme, dayIn } from "@/tests/academy/sponsor-fixtures";
import type { EnrolResult } from "@/lib/academy/contract/enrolment";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { POST: enrollRoute } = await import("@/app/api/v1/training/batches/[id]/enroll/route");
const { DELETE: withdrawRoute } = await import("@/app/api/v1/training/enrollments/[id]/route");

const enrol = (as: SessionUser, batchId: string) =>
  callRoute(enrollRoute, { as, method: "POST", path: `/api/v1/training/batches/${batchId}/enroll`, params: { id: batchId } });
const withdraw = (as: SessionUser, id: string) =>
  callRoute(withdrawRoute, { as, method: "DELETE", path: `/api/v1/training/enrollments/${id}`, params: { id } });

const ROUNDS = 6;

describe("leaving a full batch while the waitlist leaves too", () => {
  it("mails 'A seat is yours' to nobody who was leaving", async () => {
    const programme = await createProgramme("Race Programme", []);
    for (let round = 0; round < ROUNDS; round++) {
      const batch = await createBatch(programme.id, { title: `Race batch ${round}`, seats: 2, startDate: dayIn(10), endDate: dayIn(20) });
      const people = await Promise.all(Array.from({ length: 6 }, (_, i) => createCandidate({ name: `Racer ${round}-${i}` }).then((c) => c.user)));
      const enrolments: EnrolResult[] = [];
      for (const person of people) enrolments.push((await enrol(person, batch.id)).body.response as EnrolResult);
      expect(enrolments.map((e) => e.status)).toEqual(["enrolled", "enrolled", "waitlisted", "waitlisted", "waitlisted", "waitlisted"]);

      // Everyone leaves at once: the seats passed on along the way go to people who are leaving.
      const answers = await Promise.all(people.map((person, i) => withdraw(person, enrolments[i].id)));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      const rows = await db.enrollment.findMany({ where: { batchId: batch.id }, select: { status: true } });
      expect(rows.every((row) => row.status === "withdrawn")).toBe(true);
      expect((await db.batch.findUniqueOrThrow({ where: { id: batch.id } })).seatsTaken).toBe(0);
      for (const person of people) expect(mailsTo(person.email).filter((m) => m.subject.startsWith("A seat is yours"))).toEqual([]);
    }
  });
});
