// The page's skills picker (components/skills' SkillSearch, tested there) as one button a skill: a pick
// is what the form or filter under test handles.
import type { SkillJson } from "@/lib/skills/contract";
import type { PickerSlot } from "@/components/ui/picker-slot";

/** A skill of a test catalogue: `testSkill("rust", "Rust")`. */
export function testSkill(id: string, name: string): SkillJson {
  return { id, name, category: "Test", aliases: [] };
}

/** A picker of these skills: a group named by the label, "Pick <name>" buttons for those not excluded. */
export function stubSkillPicker(catalogue: readonly SkillJson[]): PickerSlot {
  return function StubPicker({ label, onPick, exclude, disabled }) {
    return (
      <div role="group" aria-label={label}>
        {catalogue
          .filter((skill) => !exclude?.includes(skill.id))
          .map((skill) => (
            <button key={skill.id} type="button" disabled={disabled} onClick={() => onPick(skill)}>
              Pick {skill.name}
            </button>
          ))}
      </div>
    );
  };
}
