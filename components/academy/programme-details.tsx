import type { ProgrammeDetail } from "@/lib/academy/service/programmes";
import { HeadedSection } from "@/components/ui/headed-section";

/** A programme's duration, syllabus and the skills its certificate verifies. */
export function ProgrammeDetails({ programme }: { programme: ProgrammeDetail }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <HeadedSection headingId="syllabus-heading" title="Syllabus" headingClassName="section-title">
        <p className="mt-2 text-slate-700">
          {programme.durationWeeks} weeks and at least {programme.minHours} hours of sessions, instructor-led, with attendance taken at
          every session.
        </p>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
          {programme.syllabus.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </HeadedSection>
      <HeadedSection headingId="skills-heading" title="Skills you will be verified in">
        <p className="mt-2 text-sm text-slate-600">Completing the programme adds these to your profile as verified skills.</p>
        <ul aria-label={`${programme.title} skills`} className="mt-4 flex flex-wrap gap-2">
          {programme.skills.map((skill) => (
            <li key={skill.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {skill.name}
            </li>
          ))}
        </ul>
      </HeadedSection>
    </div>
  );
}
