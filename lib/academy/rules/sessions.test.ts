// The sessions' rules in time (decisions.md section 20): check-in opens 30 minutes before a session and
// closes at its end; a batch can be finished after its last session ends; hours add up exactly.
import { describe, expect, it } from "vitest";
import { checkinClosedReason, checkinWindow, finishClosedReason, lastSessionEnd, sessionHours, tooShortMessage } from "@/lib/academy/rules/sessions";

const session = { startsAt: "2026-12-10T04:30:00.000Z", endsAt: "2026-12-10T06:30:00.000Z" };
const at = (iso: string) => new Date(iso);

describe("check-in window", () => {
  it("opens 30 minutes before the start and closes at the end", () => {
    expect(checkinWindow(session, at("2026-12-10T03:59:59Z"))).toBe("early");
    expect(checkinWindow(session, at("2026-12-10T04:00:00Z"))).toBe("open");
    expect(checkinWindow(session, at("2026-12-10T06:29:59Z"))).toBe("open");
    expect(checkinWindow(session, at("2026-12-10T06:30:00Z"))).toBe("ended");
  });

  it("says why it is closed, a cancelled batch first", () => {
    expect(checkinClosedReason(session, at("2026-12-10T03:00:00Z"), { cancelled: false })).toBe("Check-in opens at Dec 10, 2026, 9:30 AM IST, 30 minutes before the session starts.");
    expect(checkinClosedReason(session, at("2026-12-10T07:00:00Z"), { cancelled: false })).toBe("This session has ended: correct the register instead.");
    expect(checkinClosedReason(session, at("2026-12-10T05:00:00Z"), { cancelled: true })).toBe("This batch was cancelled.");
    expect(checkinClosedReason(session, at("2026-12-10T05:00:00Z"), { cancelled: false })).toBeNull();
  });
});

describe("finishing", () => {
  const sessions = [session, { startsAt: "2026-12-11T04:30:00.000Z", endsAt: "2026-12-11T06:30:00.000Z" }];

  it("is possible once the last session has ended, not before, nor twice, nor without sessions", () => {
    expect(lastSessionEnd(sessions)?.toISOString()).toBe("2026-12-11T06:30:00.000Z");
    expect(finishClosedReason({ sessions, finished: false, cancelled: false }, at("2026-12-11T06:29:00Z"))).toBe(
      "You can finish the batch after its last session ends on Dec 11, 2026, 12:00 PM IST.",
    );
    expect(finishClosedReason({ sessions, finished: false, cancelled: false }, at("2026-12-11T06:30:00Z"))).toBeNull();
    expect(finishClosedReason({ sessions, finished: true, cancelled: false }, at("2026-12-12T00:00:00Z"))).toBe("This batch is finished: its results are final.");
    expect(finishClosedReason({ sessions: [], finished: false, cancelled: false }, at("2026-12-12T00:00:00Z"))).toBe("This batch has no sessions, so there is nothing to finish.");
  });
});

describe("hours", () => {
  it("adds up every session exactly (overlapping ones each count) and words a shortfall rounded down", () => {
    expect(sessionHours([session, session])).toBe(4);
    expect(sessionHours([{ startsAt: "2026-12-10T04:30:00Z", endsAt: "2026-12-10T06:29:00Z" }])).toBeCloseTo(1.9833, 3);
    expect(tooShortMessage("Robotics", 24, 23.99)).toBe("Robotics batches need at least 24 hours of sessions; these add up to 23.9 hours.");
    expect(tooShortMessage("HR", 16, 1)).toBe("HR batches need at least 16 hours of sessions; these add up to 1 hour.");
  });
});
