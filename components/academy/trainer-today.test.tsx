// @vitest-environment happy-dom
// "Today" on /trainer (decisions.md section 20): the day's sessions first, each with its time (India),
// topic and a link to its batch; a day without sessions says so.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TrainerToday } from "@/components/academy/trainer-today";

afterEach(cleanup);

describe("TrainerToday", () => {
  it("lists today's sessions with time, topic and the batch's link", () => {
    render(
      <TrainerToday
        today="2026-11-25"
        sessions={[
          { id: "s-1", startsAt: "2026-11-25T04:30:00.000Z", endsAt: "2026-11-25T06:30:00.000Z", topic: "Closures", batch: { id: "b-1", title: "Evening batch" } },
          { id: "s-2", startsAt: "2026-11-25T12:30:00.000Z", endsAt: "2026-11-25T13:30:00.000Z", topic: "Sensors", batch: { id: "b-2", title: "Robotics weekend" } },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Today (Nov 25, 2026)" });
    const items = within(within(section).getByRole("list", { name: "Today's sessions" })).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^10:00 AM – 12:00 PM IST\s*Closures\s*Evening batch/),
      expect.stringMatching(/^6:00 PM – 7:00 PM IST\s*Sensors\s*Robotics weekend/),
    ]);
    expect(within(items[0]).getByRole("link", { name: /^Evening batch/ }).textContent).toBe("Evening batch: Closures");
    expect(within(items[0]).getByRole("link", { name: /^Evening batch/ }).getAttribute("href")).toBe("/trainer/batches/b-1");
  });

  it("says when there is no session today", () => {
    render(<TrainerToday today="2026-11-25" sessions={[]} />);
    expect(screen.getByText("No sessions today.")).toBeTruthy();
  });
});
