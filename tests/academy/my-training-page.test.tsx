// @vitest-environment happy-dom
// /candidate/training with real data: the groups (upcoming and running, waitlist with the place,
// completed with the certificate's links, not passed, withdrawn), each batch's sessions with whether
// they were attended, the meeting link of a batch they hold a seat in, Withdraw behind a confirm
// dialog, the check-in slot on the session running now (filled in from a scanned QR code; once checked
// in, a reload says so instead), and the empty state.
import { randomBytes } from "node:crypto";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

const actions = vi.hoisted(() => ({ enrollAction: vi.fn(), withdrawEnrollmentAction: vi.fn() }));
vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/academy/actions/enrolment", () => actions);
// The check-in form is the attendance helper's; here only where it goes and with what.
vi.mock("@/components/academy/checkin-form", () => ({
  CheckinForm: ({ sessionId, initialCode }: { sessionId: string; initialCode?: string }) => (
    <p data-testid="checkin">
      Check-in form for {sessionId} {initialCode ?? "(empty)"}
    </p>
  ),
}));

const { session } = await import("@/tests/helpers/mock-guards");
const { db } = await import("@/lib/db");
const { createCandidate } = await import("@/tests/factories");
const { createBatch, createProgramme, dayIn } = await import("@/tests/academy/sponsor-fixtures");
const { default: MyTrainingPage } = await import("@/app/candidate/training/page");

afterEach(cleanup);

async function renderPage(searchParams: Record<string, string> = {}) {
  render(await MyTrainingPage({ searchParams: Promise.resolve(searchParams) }));
}

const HOUR = 3_600_000;

async function fixture() {
  const { user } = await createCandidate({ name: "Asha Rao" });
  const programme = await createProgramme("Software Testing", []);
  const batch = (title: string, startDate: string, endDate: string, seats = 10) => createBatch(programme.id, { title, startDate, endDate, seats });
  const running = await batch("Testing March batch", dayIn(-3), dayIn(20));
  const now = Date.now();
  await db.batch.update({ where: { id: running.id }, data: { meetingUrl: "https://meet.example.com/testing-march" } });
  const ended = await db.trainingSession.create({ data: { batchId: running.id, startsAt: new Date(now - 48 * HOUR), endsAt: new Date(now - 47 * HOUR), topic: "Test plans" } });
  const live = await db.trainingSession.create({ data: { batchId: running.id, startsAt: new Date(now - HOUR), endsAt: new Date(now + HOUR), topic: "Selenium basics" } });
  await db.trainingSession.create({ data: { batchId: running.id, startsAt: new Date(now + 48 * HOUR), endsAt: new Date(now + 50 * HOUR), topic: "Page objects" } });
  const enrolled = await db.enrollment.create({ data: { batchId: running.id, candidateId: user.id, status: "enrolled" } });
  await db.attendance.create({ data: { sessionId: ended.id, enrollmentId: enrolled.id } });

  const full = await batch("Testing May batch", dayIn(30), dayIn(60), 1);
  const { user: other } = await createCandidate();
  await db.enrollment.create({ data: { batchId: full.id, candidateId: other.id, status: "enrolled", createdAt: new Date(now - 60_000) } });
  await db.batch.update({ where: { id: full.id }, data: { seatsTaken: 1 } });
  await db.enrollment.create({ data: { batchId: full.id, candidateId: user.id, status: "waitlisted" } });

  const past = await batch("Testing January batch", dayIn(-60), dayIn(-20));
  const done = await db.enrollment.create({ data: { batchId: past.id, candidateId: user.id, status: "completed", score: 82 } });
  await db.certificate.create({
    data: { code: `CERT${randomBytes(6).toString("hex").toUpperCase()}`, enrollmentId: done.id, candidateId: user.id, name: user.name, programmeTitle: programme.title, batchTitle: past.title, startDate: past.startDate, endDate: past.endDate, score: 82 },
  });
  const failedBatch = await batch("Testing December batch", dayIn(-90), dayIn(-70));
  await db.enrollment.create({ data: { batchId: failedBatch.id, candidateId: user.id, status: "failed", score: 40 } });
  const left = await batch("Testing April batch", dayIn(15), dayIn(45));
  await db.enrollment.create({ data: { batchId: left.id, candidateId: user.id, status: "withdrawn" } });
  const { code } = await db.certificate.findUniqueOrThrow({ where: { enrollmentId: done.id } });
  return { user, live, enrolled, code };
}

const section = (name: string) => screen.getByRole("region", { name });

describe("/candidate/training", () => {
  it("shows each group with its batches, sessions, results and the right actions", async () => {
    const { user, live, code } = await fixture();
    session.user = user;
    await renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "My training" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Upcoming and running",
      "On the waitlist",
      "Completed",
      "Not passed",
      "Withdrawn",
    ]);

    const current = section("Upcoming and running");
    expect(within(current).getByRole("heading", { level: 3, name: "Testing March batch" })).toBeTruthy();
    const sessions = within(current).getByRole("list", { name: "Sessions of Testing March batch" });
    expect(within(sessions).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringContaining("Test plans"),
      expect.stringContaining("Selenium basics"),
      expect.stringContaining("Page objects"),
    ]);
    const items = within(sessions).getAllByRole("listitem");
    expect(items[0].textContent).toMatch(/IST/);
    expect(items[0].textContent).toContain("Attended");
    expect(items[1].textContent).not.toContain("Checked in");
    expect(items[2].textContent).not.toContain("Attended");
    expect(within(current).getByRole("link", { name: "Join the online sessions of Testing March batch" }).getAttribute("href")).toBe("https://meet.example.com/testing-march");
    // The check-in form only on the session running now.
    expect(within(current).getByTestId("checkin").textContent).toBe(`Check-in form for ${live.id} (empty)`);
    expect(screen.getAllByTestId("checkin")).toHaveLength(1);
    expect(within(current).getByText(/Attendance: 100% of the sessions so far/)).toBeTruthy();
    expect(within(current).getByRole("button", { name: "Withdraw from Testing March batch" })).toBeTruthy();

    const waiting = section("On the waitlist");
    expect(within(waiting).getByText("You are on the waitlist (position 1)")).toBeTruthy();
    expect(within(waiting).getByRole("button", { name: "Withdraw from Testing May batch" })).toBeTruthy();

    const completed = section("Completed");
    expect(within(completed).getByRole("link", { name: /View certificate/ }).getAttribute("href")).toBe(`/certificates/${code}`);
    expect(within(completed).getByRole("link", { name: /Download PDF/ }).getAttribute("href")).toBe(`/api/v1/training/certificates/${code}/pdf`);
    expect(within(completed).getByText(/Score: 82/)).toBeTruthy();
    expect(within(completed).queryByRole("button", { name: /Withdraw/ })).toBeNull();

    expect(within(section("Not passed")).getByText(/Score: 40/)).toBeTruthy();
    expect(within(section("Not passed")).queryByRole("button", { name: /Withdraw/ })).toBeNull();
    const withdrawn = section("Withdrawn");
    expect(within(withdrawn).getByRole("heading", { level: 3, name: "Testing April batch" })).toBeTruthy();
    expect(within(withdrawn).queryByRole("button")).toBeNull();
  });

  it("Withdraw asks first, in a dialog, then runs the action", async () => {
    const { user, enrolled } = await fixture();
    session.user = user;
    actions.withdrawEnrollmentAction.mockResolvedValue({ ok: true, data: { id: enrolled.id, status: "withdrawn" } });
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "Withdraw from Testing March batch" }));
    const dialog = screen.getByRole("dialog", { name: "Withdraw from this batch?" });
    expect(actions.withdrawEnrollmentAction).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    expect(actions.withdrawEnrollmentAction).toHaveBeenCalledWith({ id: enrolled.id });
  });

  it("once checked in, a reload says Checked in instead of offering the form again", async () => {
    const { user, live, enrolled } = await fixture();
    await db.attendance.create({ data: { sessionId: live.id, enrollmentId: enrolled.id } });
    session.user = user;
    await renderPage();
    const sessions = screen.getByRole("list", { name: "Sessions of Testing March batch" });
    expect(within(sessions).getAllByRole("listitem")[1].textContent).toContain("Checked in");
    expect(screen.queryByTestId("checkin")).toBeNull();
  });

  it("a scanned QR code fills in that session's check-in form", async () => {
    const { user, live } = await fixture();
    session.user = user;
    await renderPage({ checkin: live.id, code: "ABC234" });
    expect(screen.getByTestId("checkin").textContent).toBe(`Check-in form for ${live.id} ABC234`);
  });

  it("with no enrolment, points to the programmes", async () => {
    const { user } = await createCandidate();
    session.user = user;
    await renderPage();
    expect(screen.getByText("You have not enrolled in a batch yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse the training programmes" }).getAttribute("href")).toBe("/training");
  });
});
