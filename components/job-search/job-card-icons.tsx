import { createElement } from "react";
import {
  Banknote,
  Briefcase,
  BuildingComplex,
  CalendarDays,
  Clock,
  GraduationCap,
  MapPin,
  Users,
  Wallet,
  type IconNode,
} from "lucide";

// The job card's icons as one SVG sprite: each card draws `<use href="#job-icon-…">` instead of
// repeating every path. Twelve cards used to carry ~120 inline icons, a third of /jobs' HTML and a
// good share of its render time (docs/decisions/0024). The sprite sits once in the root layout, so
// every page that shows a card (job browser, saved jobs, job pages) finds it; it costs ~2 kB.
const NODES = {
  building: BuildingComplex,
  briefcase: Briefcase,
  wallet: Wallet,
  banknote: Banknote,
  users: Users,
  clock: Clock,
  calendar: CalendarDays,
  graduation: GraduationCap,
  "map-pin": MapPin,
} satisfies Record<string, IconNode>;

export type JobCardIconName = keyof typeof NODES;

const symbolId = (name: JobCardIconName) => `job-icon-${name}`;

/** The sprite: symbols only, drawn nowhere (not display:none, which would hide what <use> draws in some browsers). */
export function JobCardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}>
      {(Object.keys(NODES) as JobCardIconName[]).map((name) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          {/* The stroke lives here once, not on each of the ~110 uses; currentColor is the use's color. */}
          <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            {NODES[name].map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
          </g>
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One decorative card icon (hidden from assistive technology; the text beside it says the same). The
 * symbol's viewBox scales it to the size the class gives; its stroke comes with the symbol.
 */
export function JobCardIcon({ name, className }: { name: JobCardIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
