import type { JobJson } from "@/lib/job-search/service/serialize";

/**
 * A job's skills on its page (decisions.md section 14), in two groups: what the employer requires and
 * what is nice to have. Nothing for a job without skills.
 */
export function JobSkillsList({ skills }: { skills: JobJson["skills"] }) {
  const groups = [
    { title: "Required skills", skills: skills.filter((s) => s.required) },
    { title: "Nice to have", skills: skills.filter((s) => !s.required) },
  ].filter((group) => group.skills.length > 0);
  if (groups.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="job-skills">
      <h2 id="job-skills" className="text-xl font-semibold text-slate-900">
        Skills
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <div key={group.title}>
            <h3 className="text-sm font-semibold text-slate-700">{group.title}</h3>
            <ul aria-label={group.title} className="mt-2 flex flex-wrap gap-2">
              {group.skills.map((skill) => (
                <li key={skill.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                  {skill.name}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
