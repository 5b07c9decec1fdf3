import { describe, expect, it } from "vitest";
import { CANDIDATE_MOVES, EMPLOYER_MOVES, FINAL_STAGES, OPEN_STAGES, STAGES, isInterviewReschedule, isOpenStage, type Stage } from "@/lib/pipeline/rules";
import { canTransition } from "@/lib/transitions/table";

// Every (from, to) pair against the rule as decisions.md section 9 words it.
function employerMayMove(from: Stage, to: Stage): boolean {
  if (from === to || !isOpenStage(from)) return false;
  if (isOpenStage(to)) return true;
  if (to === "rejected") return true;
  return from === "offered" && to === "hired";
}

describe("the pipeline's transition tables", () => {
  it("has eight stages: five open and three final", () => {
    expect(STAGES).toHaveLength(8);
    expect([...OPEN_STAGES, ...FINAL_STAGES].sort()).toEqual([...STAGES].sort());
  });

  for (const from of STAGES) {
    for (const to of STAGES) {
      it(`employer ${from} -> ${to}: ${employerMayMove(from, to) ? "allowed" : "refused"}`, () => {
        expect(canTransition(EMPLOYER_MOVES, from, to)).toBe(employerMayMove(from, to));
      });
      it(`candidate ${from} -> ${to}: ${isOpenStage(from) && to === "withdrawn" ? "allowed" : "refused"}`, () => {
        expect(canTransition(CANDIDATE_MOVES, from, to)).toBe(isOpenStage(from) && to === "withdrawn");
      });
    }
  }
});

describe("rescheduling an interview (decisions.md section 16)", () => {
  it("is interview -> interview with the new interview's details, nothing else", () => {
    expect(isInterviewReschedule("interview", "interview", true)).toBe(true);
    // Without details (a bulk move carries none) it stays a refused same-stage move.
    expect(isInterviewReschedule("interview", "interview", false)).toBe(false);
    for (const stage of STAGES.filter((s) => s !== "interview")) {
      expect(isInterviewReschedule(stage, "interview", true)).toBe(false);
      expect(isInterviewReschedule("interview", stage, true)).toBe(false);
    }
  });
});
