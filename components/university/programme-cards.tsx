import { GraduationCap } from "lucide-react";
import { TRAINING_PROGRAMMES, TRAINING_PROGRAMME_SUMMARIES } from "@/lib/site/training-programmes";

/** The training catalogue as cards, each with its own heading. */
export function ProgrammeCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {TRAINING_PROGRAMMES.map((name) => (
        <li key={name}>
          <article className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <GraduationCap aria-hidden="true" className="size-7 text-brand-700" />
            <h3 className="mt-3 text-base font-semibold text-slate-900">{name}</h3>
            <p className="mt-1 text-sm text-slate-600">{TRAINING_PROGRAMME_SUMMARIES[name]}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
