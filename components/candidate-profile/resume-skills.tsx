"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { BadgeCheck, Check } from "lucide-react";
import { type SkillProposal, skillProposalsOf } from "@/components/candidate-profile/resume-proposals";
import type { ResumeFields } from "@/lib/candidate-profile/contract";
import type { CandidateSkillJson } from "@/lib/skills/contract";
import { addResumeSkillsAction } from "@/lib/skills/actions";

// The skills a résumé names (docs/decisions/0051): one not on the profile may be added (it joins at
// once, "From your resume", at a middle level the person then sets); one already there is kept as it
// is, and a verified one (a certificate proved its level) is never offered: the server's merge leaves
// stored rows untouched too (lib/skills/service/candidate-skills.ts addCandidateSkills).

const pill = "rounded-full border border-brand-700 px-2.5 py-0.5 text-sm font-semibold text-brand-700 hover:bg-brand-100 disabled:opacity-60";

export function ResumeSkills({ found, onProfile }: { found: ResumeFields["skills"]; onProfile: readonly CandidateSkillJson[] }) {
  const router = useRouter();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (found.length === 0) return null;

  const proposals = skillProposalsOf(found, onProfile);
  const open = proposals.filter((s) => s.state === "new" && !added.has(s.skillId));

  async function add(list: SkillProposal[]) {
    if (list.length === 0) return;
    setSaving(true);
    setNote(null);
    const result = await addResumeSkillsAction({ skills: list.map(({ skillId }) => ({ skillId })) }).catch(() => null);
    setSaving(false);
    if (!result?.ok) return setNote(result?.message || "We could not add these skills right now. Please try again.");
    setAdded((current) => new Set([...current, ...list.map((s) => s.skillId)]));
    setNote(list.length === 1 ? `${list[0].name} added to your skills.` : `${list.length} skills added to your skills.`);
    // The page's skills editor shows what is saved: read it again.
    router.refresh();
  }

  return (
    <div className="mt-4">
      <p className="text-sm font-semibold text-slate-800">Skills</p>
      <ul aria-label="Skills in your résumé" className="mt-2 flex flex-wrap gap-2">
        {proposals.map((skill) => (
          <li key={skill.skillId} className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white py-1 pr-1 pl-3 text-sm">
            {skill.name}
            <SkillState skill={skill} added={added.has(skill.skillId)} disabled={saving} onAdd={() => void add([skill])} />
          </li>
        ))}
      </ul>
      {open.length > 1 ? (
        <button type="button" className="btn-outline mt-3" disabled={saving} onClick={() => void add(open)}>
          Add {open.length} skills from the résumé
        </button>
      ) : null}
      {note ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {note}
        </p>
      ) : null}
    </div>
  );
}

function SkillState({ skill, added, disabled, onAdd }: { skill: SkillProposal; added: boolean; disabled: boolean; onAdd: () => void }) {
  const quiet = "inline-flex items-center gap-1 px-2 text-xs font-semibold";
  if (skill.state === "verified") {
    return (
      <span className={`${quiet} text-green-800`}>
        <BadgeCheck aria-hidden="true" className="size-3.5" />
        Verified: kept as it is
      </span>
    );
  }
  if (skill.state === "listed") return <span className={`${quiet} text-slate-600`}>Already on your profile</span>;
  if (added) {
    return (
      <span className={`${quiet} text-green-800`}>
        <Check aria-hidden="true" className="size-3.5" />
        Added
      </span>
    );
  }
  return (
    <button type="button" aria-label={`Add ${skill.name}`} disabled={disabled} onClick={onAdd} className={pill}>
      Add
    </button>
  );
}
