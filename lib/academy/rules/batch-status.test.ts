// A batch's status from its India days, seats and stamps, and when enrolment closes (the end of the
// start date, India time: 18:30 UTC the day before is already that day in India).
import { describe, expect, it } from "vitest";
import { batchStatus, dayOf, indiaToday, isEnrolmentOpen, seatsLeft } from "@/lib/academy/rules/batch-status";

const batch = { startDate: "2026-12-10", endDate: "2026-12-20", seats: 10, seatsTaken: 3, cancelledAt: null };
const at = (iso: string) => new Date(iso);

describe("batchStatus", () => {
  it("is open before the start date with seats left, full without", () => {
    expect(batchStatus(batch, at("2026-12-01T10:00:00Z"))).toBe("open");
    expect(batchStatus({ ...batch, seatsTaken: 10 }, at("2026-12-01T10:00:00Z"))).toBe("full");
    // Fewer seats than taken (seats lowered later) is full too, never a negative count.
    expect(batchStatus({ ...batch, seats: 2 }, at("2026-12-01T10:00:00Z"))).toBe("full");
  });

  it("is running from the start date (India) to the end date, whatever the seats", () => {
    // 2026-12-09 18:30 UTC is midnight of the 10th in India.
    expect(batchStatus(batch, at("2026-12-09T18:29:59Z"))).toBe("open");
    expect(batchStatus(batch, at("2026-12-09T18:30:00Z"))).toBe("running");
    expect(batchStatus({ ...batch, seatsTaken: 10 }, at("2026-12-15T12:00:00Z"))).toBe("running");
    expect(batchStatus(batch, at("2026-12-20T18:29:59Z"))).toBe("running");
  });

  it("is completed after the end date, or when marked so, or once its trainer finished it", () => {
    expect(batchStatus(batch, at("2026-12-20T18:30:00Z"))).toBe("completed");
    expect(batchStatus({ ...batch, completed: true }, at("2026-12-15T12:00:00Z"))).toBe("completed");
    expect(batchStatus({ ...batch, finishedAt: new Date("2026-12-15T10:00:00Z") }, at("2026-12-15T12:00:00Z"))).toBe("completed");
    expect(batchStatus({ ...batch, finishedAt: null }, at("2026-12-15T12:00:00Z"))).toBe("running");
  });

  it("is cancelled once stamped, before anything else", () => {
    expect(batchStatus({ ...batch, cancelledAt: new Date("2026-11-30T00:00:00Z") }, at("2026-12-01T00:00:00Z"))).toBe("cancelled");
    expect(batchStatus({ ...batch, cancelledAt: "2026-11-30T00:00:00Z", completed: true }, at("2027-01-01T00:00:00Z"))).toBe("cancelled");
  });

  it("reads stored @db.Date values (UTC midnight) as their day", () => {
    const stored = { ...batch, startDate: new Date("2026-12-10T00:00:00Z"), endDate: new Date("2026-12-20T00:00:00Z") };
    expect(batchStatus(stored, at("2026-12-09T18:30:00Z"))).toBe("running");
    expect(dayOf(stored.startDate)).toBe("2026-12-10");
    expect(dayOf("2026-12-10T05:00:00Z")).toBe("2026-12-10");
  });
});

describe("isEnrolmentOpen", () => {
  it("is open until the end of the start date, India time, full or not", () => {
    expect(isEnrolmentOpen(batch, at("2026-12-01T00:00:00Z"))).toBe(true);
    expect(isEnrolmentOpen({ ...batch, seatsTaken: 10 }, at("2026-12-01T00:00:00Z"))).toBe(true);
    expect(isEnrolmentOpen(batch, at("2026-12-10T18:29:59Z"))).toBe(true);
    expect(isEnrolmentOpen(batch, at("2026-12-10T18:30:00Z"))).toBe(false);
  });

  it("is closed for a cancelled, completed or finished batch", () => {
    expect(isEnrolmentOpen({ ...batch, cancelledAt: "2026-11-30T00:00:00Z" }, at("2026-12-01T00:00:00Z"))).toBe(false);
    expect(isEnrolmentOpen({ ...batch, completed: true }, at("2026-12-01T00:00:00Z"))).toBe(false);
    expect(isEnrolmentOpen({ ...batch, finishedAt: "2026-11-30T00:00:00Z" }, at("2026-12-01T00:00:00Z"))).toBe(false);
  });
});

describe("helpers", () => {
  it("indiaToday and seatsLeft", () => {
    expect(indiaToday(at("2026-12-09T18:30:00Z"))).toBe("2026-12-10");
    expect(seatsLeft(batch)).toBe(7);
    expect(seatsLeft({ seats: 2, seatsTaken: 3 })).toBe(0);
  });
});
