// The check-in rule in words (decisions.md section 20; the SQL of lib/desk/service/check-ins.ts says the
// same, tests/desk/check-ins.test.ts holds them equal) and who may change a placement's terms.
import { describe, expect, it } from "vitest";
import { checkInDue, mayEditPlacementTerms } from "@/lib/desk/rules/check-ins";

const active = (startDate: string) => ({ status: "active", startDate, guaranteeDays: 90 });

describe("checkInDue", () => {
  it("asks on day 7, 30 and 60 after the start, only the latest reached, until one is logged on or after it", () => {
    expect(checkInDue(active("2027-01-01"), null, "2027-01-07")).toBeNull();
    expect(checkInDue(active("2027-01-01"), null, "2027-01-08")).toEqual({ day: 7, dueOn: "2027-01-08" });
    expect(checkInDue(active("2027-01-01"), "2027-01-08", "2027-01-20")).toBeNull();
    expect(checkInDue(active("2027-01-01"), "2027-01-07", "2027-01-20")).toEqual({ day: 7, dueOn: "2027-01-08" });
    expect(checkInDue(active("2027-01-01"), "2027-01-08", "2027-01-31")).toEqual({ day: 30, dueOn: "2027-01-31" });
    expect(checkInDue(active("2027-01-01"), null, "2027-03-02")).toEqual({ day: 60, dueOn: "2027-03-02" });
  });

  it("never after the guarantee, for a placement that fell through, or a milestone past a short guarantee", () => {
    expect(checkInDue(active("2027-01-01"), null, "2027-04-01")).toEqual({ day: 60, dueOn: "2027-03-02" });
    expect(checkInDue(active("2027-01-01"), null, "2027-04-02")).toBeNull();
    expect(checkInDue({ ...active("2027-01-01"), status: "fell_through" }, null, "2027-01-20")).toBeNull();
    expect(checkInDue({ ...active("2027-01-01"), guaranteeDays: 45 }, null, "2027-02-14")).toEqual({ day: 30, dueOn: "2027-01-31" });
  });
});

describe("mayEditPlacementTerms", () => {
  it("the placement's own recruiter and admins; no other recruiter, no other role", () => {
    expect(mayEditPlacementTerms({ id: "riya", role: "Recruiter" }, { recruiterId: "riya" })).toBe(true);
    expect(mayEditPlacementTerms({ id: "sam", role: "Recruiter" }, { recruiterId: "riya" })).toBe(false);
    expect(mayEditPlacementTerms({ id: "sam", role: "Recruiter" }, { recruiterId: null })).toBe(false);
    expect(mayEditPlacementTerms({ id: "ada", role: "Admin" }, { recruiterId: null })).toBe(true);
    expect(mayEditPlacementTerms({ id: "riya", role: "Employer" }, { recruiterId: "riya" })).toBe(false);
  });
});
