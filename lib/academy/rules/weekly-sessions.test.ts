// Sessions that repeat weekly (issue 44): one row becomes the same session every 7 days until the end
// date, across month and year ends and on the day of Europe's and America's clock changes (India has
// none: the instants are exactly a week apart), without duplicating a week already there.
import { describe, expect, it } from "vitest";
import { indiaInstant } from "@/lib/academy/schemas/batch-form";
import { addDays, repeatNothingReason, weeklyDays, weeklyRepeats, type WeeklyRow } from "@/lib/academy/rules/weekly-sessions";

const row: WeeklyRow = { date: "2099-01-05", startTime: "18:30", endTime: "20:30", topic: "Evening class" };
const WEEK_MS = 7 * 24 * 60 * 60_000;

describe("weeklyDays", () => {
  it("every 7 days after the first, up to the last day included", () => {
    expect(weeklyDays("2099-01-05", "2099-02-02", 100)).toEqual(["2099-01-12", "2099-01-19", "2099-01-26", "2099-02-02"]);
    expect(weeklyDays("2099-01-05", "2099-02-01", 100)).toEqual(["2099-01-12", "2099-01-19", "2099-01-26"]);
  });

  it("crosses months, a leap day and the year's end", () => {
    expect(weeklyDays("2096-02-22", "2096-03-07", 100)).toEqual(["2096-02-29", "2096-03-07"]);
    expect(weeklyDays("2098-12-20", "2099-01-10", 100)).toEqual(["2098-12-27", "2099-01-03", "2099-01-10"]);
  });

  it("nothing for an end less than a week away, a bad day, or no room", () => {
    expect(weeklyDays("2099-01-05", "2099-01-11", 100)).toEqual([]);
    expect(weeklyDays("2099-02-30", "2099-03-30", 100)).toEqual([]);
    expect(weeklyDays("2099-01-05", "", 100)).toEqual([]);
    expect(weeklyDays("2099-01-05", "2099-12-31", 2)).toEqual(["2099-01-12", "2099-01-19"]);
  });

  it("addDays counts calendar days", () => {
    expect(addDays("2099-12-31", 1)).toBe("2100-01-01");
    expect(addDays("2099-03-01", -1)).toBe("2099-02-28");
  });
});

describe("weeklyRepeats", () => {
  it("copies the row's times and topic every week until the end date", () => {
    expect(weeklyRepeats(row, "2099-01-26", [row], 99)).toEqual([
      { date: "2099-01-12", startTime: "18:30", endTime: "20:30", topic: "Evening class" },
      { date: "2099-01-19", startTime: "18:30", endTime: "20:30", topic: "Evening class" },
      { date: "2099-01-26", startTime: "18:30", endTime: "20:30", topic: "Evening class" },
    ]);
  });

  it("India time: each copy starts exactly a week after the last, also across other countries' clock changes", () => {
    // 2099-03-29 is Europe's change to summer time, 2099-03-08 America's; India changes nothing.
    const first = { ...row, date: "2099-03-01" };
    const repeats = weeklyRepeats(first, "2099-04-05", [], 99);
    const starts = [first, ...repeats].map((r) => Date.parse(indiaInstant(r.date, r.startTime)));
    expect(starts).toHaveLength(6);
    for (let i = 1; i < starts.length; i++) expect(starts[i] - starts[i - 1]).toBe(WEEK_MS);
    expect(indiaInstant(repeats[0].date, repeats[0].startTime)).toBe("2099-03-08T18:30:00+05:30");
    expect(new Date(indiaInstant(repeats.at(-1)!.date, repeats.at(-1)!.startTime)).toISOString()).toBe("2099-04-05T13:00:00.000Z");
  });

  it("repeating again adds nothing; a week that has the session already is left out", () => {
    const first = weeklyRepeats(row, "2099-01-26", [row], 99);
    expect(weeklyRepeats(row, "2099-01-26", [row, ...first], 99)).toEqual([]);
    const other = { date: "2099-01-19", startTime: "09:00", endTime: "11:00", topic: "Morning" };
    const same = { date: "2099-01-19", startTime: "18:30", endTime: "20:30", topic: "Renamed" };
    expect(weeklyRepeats(row, "2099-01-26", [row, other, same], 99).map((r) => r.date)).toEqual(["2099-01-12", "2099-01-26"]);
  });

  it("stops at the room the session limit leaves", () => {
    expect(weeklyRepeats(row, "2099-12-31", [row], 2).map((r) => r.date)).toEqual(["2099-01-12", "2099-01-19"]);
    expect(weeklyRepeats(row, "2099-12-31", [row], 0)).toEqual([]);
  });

  it("nothing without a date, times in order or an end date, and says why", () => {
    expect(weeklyRepeats({ ...row, startTime: "" }, "2099-01-26", [], 99)).toEqual([]);
    expect(weeklyRepeats({ ...row, endTime: "18:00" }, "2099-01-26", [], 99)).toEqual([]);
    expect(weeklyRepeats(row, "", [], 99)).toEqual([]);
    expect(repeatNothingReason({ ...row, date: "" }, "2099-01-26")).toBe("Enter the session's date and times first.");
    expect(repeatNothingReason(row, "")).toBe("Enter the batch's end date first.");
    expect(repeatNothingReason(row, "2099-01-10")).toBe("The end date is less than a week after this session.");
    expect(repeatNothingReason(row, "2099-01-12")).toBe("Every week until the end date already has this session.");
  });
});
