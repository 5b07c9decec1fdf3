import { BadgeCheck } from "lucide-react";

export const VERIFIED_SKILL_TEXT = "Verified by TalentBridge";

/**
 * "Verified by TalentBridge" after a skill a TalentBridge certificate proves (decisions.md section 15).
 * Icon and words, so the meaning never rests on colour; shared by every list that marks verified skills
 * (matching candidates, applicants), which belong to different capabilities.
 */
export function VerifiedSkillMark() {
  return (
    <span
      title="Proved by a TalentBridge training certificate"
      className="inline-flex items-center gap-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900"
    >
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {VERIFIED_SKILL_TEXT}
    </span>
  );
}
