"use client";

import { useId, useRef, useState } from "react";
import { BadgeCheck, X } from "lucide-react";
import { SkillSearch } from "@/components/skills/skill-search";
import { toastError } from "@/lib/client/toast";
import { saveCandidateSkillsAction } from "@/lib/skills/actions";
import { CANDIDATE_SKILLS_MAX } from "@/lib/skills/schemas/candidate-skills";
import type { CandidateSkillJson, CandidateSkillsJson, SkillJson } from "@/lib/skills/contract";
import { DEFAULT_SKILL_LEVEL, levelWord, SKILL_LEVELS, sourceWords } from "@/lib/skills/rules/levels";

const SAVE_FAILED = "Could not save your skills. Please try again.";

type Props = { initialSkills: CandidateSkillJson[]; initialDiscoverable: boolean };

/** What the candidate declares (self and resume rows): what PUT candidate/skills replaces. */
const declared = (skills: readonly CandidateSkillJson[]) => skills.filter((s) => s.source !== "verified");

/**
 * The candidate's skills and the "Let employers find me" switch (decisions.md section 14), saved on
 * each change through the same service as PUT candidate/skills. The list on screen is the truth the
 * candidate sees: saves run one after another with the whole list, and a refused save puts back what
 * the server last confirmed. Verified skills (from a certificate) are shown but not editable.
 * Give it a key from the saved skills (candidateSkillsKey) so a reloaded page with other skills resets it.
 */
export function CandidateSkillsEditor({ initialSkills, initialDiscoverable }: Props) {
  const headingId = useId();
  const switchId = useId();
  const [skills, setSkills] = useState(initialSkills);
  const [discoverable, setDiscoverable] = useState(initialDiscoverable);
  const [pending, setPending] = useState(0);
  const [saved, setSaved] = useState(false);
  const confirmed = useRef<CandidateSkillsJson>({ skills: initialSkills, discoverable: initialDiscoverable });
  const latest = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const full = declared(skills).length >= CANDIDATE_SKILLS_MAX;

  /** Shows the change at once and queues its save; only the newest save may put back the confirmed state. */
  function commit(nextSkills: CandidateSkillJson[], nextDiscoverable?: boolean) {
    setSkills(nextSkills);
    if (nextDiscoverable !== undefined) setDiscoverable(nextDiscoverable);
    setSaved(false);
    setPending((n) => n + 1);
    const ticket = ++latest.current;
    const input = {
      skills: declared(nextSkills).map(({ skillId, level, source }) => ({ skillId, level, source: source as "self" | "resume" })),
      // Only a flip of the switch sends it: a skills change never overwrites a choice made elsewhere.
      discoverable: nextDiscoverable,
    };
    queue.current = queue.current.then(async () => {
      const result = await saveCandidateSkillsAction(input).catch(() => null);
      setPending((n) => n - 1);
      if (result?.ok) {
        confirmed.current = result.data;
        if (ticket === latest.current) setSaved(true);
        return;
      }
      toastError(result?.message || SAVE_FAILED);
      if (ticket !== latest.current) return;
      setSkills(confirmed.current.skills);
      setDiscoverable(confirmed.current.discoverable);
    });
  }

  function add(skill: SkillJson) {
    if (full || skills.some((s) => s.skillId === skill.id)) return;
    commit([...skills, { skillId: skill.id, name: skill.name, level: DEFAULT_SKILL_LEVEL, source: "self" }]);
  }

  const setLevel = (skillId: string, level: number) => commit(skills.map((s) => (s.skillId === skillId ? { ...s, level } : s)));
  const remove = (skillId: string) => commit(skills.filter((s) => s.skillId !== skillId));

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 p-5">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          Skills
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Add the skills you have and how well you know each: jobs that ask for them are shown to you first. Changes are saved at once.
        </p>
      </div>

      <SkillSearch
        label="Add a skill"
        placeholder="Type a skill, e.g. Excel or JavaScript"
        onPick={add}
        exclude={skills.map((s) => s.skillId)}
        disabled={full}
      />
      {full ? (
        <p className="text-sm text-amber-800">
          You have listed {CANDIDATE_SKILLS_MAX} skills, the most a profile holds. Remove one to add another.
        </p>
      ) : null}

      {skills.length === 0 ? (
        <p className="text-sm text-slate-600">No skills yet.</p>
      ) : (
        <ul aria-label="Your skills" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {skills.map((skill) => (
            <SkillRow key={skill.skillId} skill={skill} onLevel={(level) => setLevel(skill.skillId, level)} onRemove={() => remove(skill.skillId)} />
          ))}
        </ul>
      )}

      <div className="rounded-lg bg-slate-50 p-4">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={switchId} className="text-sm font-semibold text-slate-900">
            Let employers find me
          </label>
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={discoverable}
            aria-describedby={`${switchId}-hint`}
            onClick={() => commit(skills, !discoverable)}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${discoverable ? "bg-brand-700" : "bg-slate-300"}`}
          >
            <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${discoverable ? "translate-x-5" : "translate-x-0.5"}`} />
          </button>
        </div>
        <p id={`${switchId}-hint`} className="mt-2 text-sm text-slate-600">
          Employers see your name, city, experience and skills when they look for people for a job; never your e-mail, phone, address or
          documents. TalentBridge&apos;s own recruiters, who may put you forward for a job (always asking you first), also see your résumé,
          phone, e-mail, current and expected salary and notice period. Off by default; turn it off any time.
        </p>
      </div>

      <p role="status" className="min-h-5 text-sm text-slate-600">
        {pending > 0 ? "Saving..." : saved ? "Skills saved." : ""}
      </p>
    </section>
  );
}

function SkillRow({ skill, onLevel, onRemove }: { skill: CandidateSkillJson; onLevel: (level: number) => void; onRemove: () => void }) {
  const levelId = useId();
  const verified = skill.source === "verified";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{skill.name}</p>
        <p className={`flex items-center gap-1 text-xs ${verified ? "text-green-800" : "text-slate-600"}`}>
          {verified ? <BadgeCheck aria-hidden="true" className="size-3.5" /> : null}
          {sourceWords(skill)}
        </p>
      </div>
      {verified ? (
        // A certificate proved this level: the candidate cannot change or remove it.
        <p className="text-sm text-slate-700">Level: {levelWord(skill.level)}</p>
      ) : (
        <div className="flex items-center gap-2">
          <label htmlFor={levelId} className="text-sm text-slate-700">
            Level<span className="sr-only"> of {skill.name}</span>
          </label>
          <select id={levelId} value={skill.level} onChange={(event) => onLevel(Number(event.target.value))} className="field-control w-auto py-1.5">
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level} {levelWord(level)}
              </option>
            ))}
          </select>
          <button type="button" onClick={onRemove} aria-label={`Remove ${skill.name}`} className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-red-700">
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}
