// @vitest-environment happy-dom
// /training/{slug} (decisions.md section 15): the programme's syllabus and skills, its upcoming batches
// with seats left, status, sponsor and an enrol slot each, and its completed batches with outcomes;
// cancelled batches and other programmes' batches left out; an unknown slug is a 404. /training links
// each of its 12 cards to its programme page and shows each programme's next batch: its dates and seats
// left, or, for a batch already running, since when enrolment is closed (decisions.md section 20).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createCandidate, createEmployer } from "@/tests/factories";
import { createTrainer, dayFromToday, insertBatch } from "@/tests/academy/batch-fixtures";

vi.mock("server-only", () => ({}));
vi.mock("next/navigation", async (importOriginal) => ({ ...(await importOriginal<object>()), usePathname: () => "/training/automation" }));
// The enrol control is another helper's component (tested there): here, what the page hands it.
vi.mock("@/components/academy/enroll-button", () => ({
  EnrollButton: ({ batchId, status, seatsLeft }: { batchId: string; status: string; seatsLeft: number }) => (
    <p data-testid="enrol">{`enrol ${batchId} ${status} ${seatsLeft}`}</p>
  ),
}));

const { default: ProgrammePage, generateMetadata } = await import("@/app/(marketing)/training/[slug]/page");
const { default: TrainingPage } = await import("@/app/(marketing)/training/page");

afterEach(cleanup);

const renderPage = async (slug: string) => render(await ProgrammePage({ params: Promise.resolve({ slug }) }));

describe("/training/{slug}", () => {
  it("shows the programme, its upcoming batches with an enrol slot, and its past batches' outcomes", async () => {
    const trainer = await createTrainer("Ravi Trainer");
    const { employer } = await createEmployer({ orgName: "Line Builders" });
    const next = await insertBatch({ programmeId: "automation", title: "Automation — next", startDate: dayFromToday(7), endDate: dayFromToday(40), seats: 12, seatsTaken: 5, trainerId: trainer.id, sessions: 3 });
    await db.batch.update({ where: { id: next.id }, data: { mode: "classroom", location: "Pune, Hinjewadi", sponsorKind: "employer", sponsorEmployerId: employer.id } });
    await insertBatch({ programmeId: "automation", title: "Automation — cancelled", startDate: dayFromToday(9), endDate: dayFromToday(20), trainerId: trainer.id, cancelledAt: new Date() });
    await insertBatch({ programmeId: "robotics", title: "Robotics — elsewhere", startDate: dayFromToday(9), endDate: dayFromToday(20), trainerId: trainer.id });
    const past = await insertBatch({ programmeId: "automation", title: "Automation — last spring", startDate: "2025-03-01", endDate: "2025-04-30", trainerId: trainer.id });
    const { user } = await createCandidate();
    await db.enrollment.create({ data: { batchId: past.id, candidateId: user.id, status: "completed" } });

    await renderPage("automation");
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Automation"]);
    expect(screen.getByRole("navigation", { name: /breadcrumb/i }).textContent).toContain("Training");
    expect(screen.getByText("PLC programming with ladder logic")).toBeTruthy();
    const skills = screen.getByRole("list", { name: "Automation skills" });
    expect(within(skills).getByText("PLC programming")).toBeTruthy();
    expect(screen.getByText(/10 weeks/)).toBeTruthy();

    const upcoming = screen.getByRole("region", { name: "Upcoming batches" });
    const cards = within(upcoming).getAllByRole("article");
    expect(cards).toHaveLength(1);
    const card = cards[0];
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Automation — next");
    // Mode and place, trainer, seats left of seats, sessions, sponsor, status.
    for (const fact of ["Classroom · Pune, Hinjewadi", "Ravi Trainer", "7 of 12", "3 sessions", "Line Builders", "Open"]) expect(card.textContent).toContain(fact);
    expect(within(card).getByTestId("enrol").textContent).toBe(`enrol ${next.id} open 7`);

    const outcomes = screen.getByRole("region", { name: "Past batches and outcomes" });
    expect(outcomes.textContent).toContain("Automation — last spring");
    expect(outcomes.textContent).toContain("1 enrolled · 1 completed · 0 placed within 180 days");
    expect(document.body.textContent).not.toContain("cancelled");
    expect(document.body.textContent).not.toContain("Robotics — elsewhere");
  });

  it("says so when no batch is scheduled, and leaves the outcomes out without past batches", async () => {
    await renderPage("3d-printing");
    expect(screen.getByText(/No batches are scheduled yet/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Past batches and outcomes" })).toBeNull();
  });

  it("answers 404 for an unknown slug, and names the programme in the metadata", async () => {
    await expect(ProgrammePage({ params: Promise.resolve({ slug: "cooking" }) })).rejects.toThrow();
    expect(await generateMetadata({ params: Promise.resolve({ slug: "hr" }) })).toMatchObject({ title: "HR training", alternates: { canonical: "/training/hr" } });
    expect(await generateMetadata({ params: Promise.resolve({ slug: "cooking" }) })).toMatchObject({ robots: { index: false } });
  });
});

describe("/training", () => {
  it("keeps its 12 cards, each linking to its programme's page", async () => {
    render(await TrainingPage());
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(12);
    const links = cards.map((card) => within(card).getByRole("link"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/training/it-sectors",
      "/training/web-technologies",
      "/training/mobile-app",
      "/training/web-design",
      "/training/industries-design",
      "/training/digital-marketing",
      "/training/3d-printing",
      "/training/automation",
      "/training/robotics",
      "/training/automobile-sector",
      "/training/sales-marketing",
      "/training/hr",
    ]);
    expect(links[0].textContent).toBe("IT Sectors");
  });

  it("each card shows the next batch's dates and seats left, or why enrolment is closed for a running one", async () => {
    const trainer = await createTrainer("Nina Trainer");
    // HR: a running batch (started 3 days ago) and a later one taking enrolments: the later one is next.
    await insertBatch({ programmeId: "hr", title: "HR — running", startDate: dayFromToday(-3), endDate: dayFromToday(20), trainerId: trainer.id });
    await insertBatch({ programmeId: "hr", title: "HR — next", startDate: dayFromToday(10), endDate: dayFromToday(10), seats: 8, seatsTaken: 3, trainerId: trainer.id });
    await insertBatch({ programmeId: "hr", title: "HR — later", startDate: dayFromToday(30), endDate: dayFromToday(60), trainerId: trainer.id });
    // Sales: only a running batch; Mobile: a full one; 3D printing: a cancelled one (as none).
    await insertBatch({ programmeId: "sales-marketing", title: "Sales — running", startDate: dayFromToday(-5), endDate: dayFromToday(5), trainerId: trainer.id });
    await insertBatch({ programmeId: "mobile-app", title: "Mobile — full", startDate: dayFromToday(4), endDate: dayFromToday(30), seats: 2, seatsTaken: 2, trainerId: trainer.id });
    await insertBatch({ programmeId: "3d-printing", startDate: dayFromToday(4), endDate: dayFromToday(30), trainerId: trainer.id, cancelledAt: new Date() });

    render(await TrainingPage());
    const card = (name: string) => screen.getAllByRole("article").find((a) => within(a).queryByRole("heading", { level: 3, name }))!;
    const day = (n: number) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${dayFromToday(n)}T00:00:00Z`));
    expect(card("HR").textContent).toContain(`Next batch: ${day(10)} · 5 of 8 seats left`);
    expect(card("Sales Marketing").textContent).toContain(`Enrolment closed: this batch started on ${day(-5)}.`);
    expect(card("Mobile App").textContent).toContain(`Next batch: ${day(4)} – ${day(30)} · full: join the waitlist`);
    expect(card("3D Printing").textContent).toContain("No batch is scheduled yet.");
  });
});
