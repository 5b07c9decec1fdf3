// The current company, role and years of experience from a resume's sections (pure).
import { isDateLike, monthsCovered, PRESENT_WORD, rangesIn } from "@/lib/candidate-profile/service/resume-parse/dates";
import { linesOfKind, type Section } from "@/lib/candidate-profile/service/resume-parse/sections";

const ROLE_WORDS =
  /\b(engineer|developer|programmer|architect|analyst|manager|consultant|designer|intern|trainee|lead|head|director|officer|executive|associate|specialist|administrator|admin|tester|scientist|accountant|coordinator|representative|technician|supervisor|assistant|advisor|teacher|lecturer|professor|nurse|operator|agent|clerk|recruiter|writer|editor|founder|owner|partner|president|vp|cto|ceo|cfo|fellow)s?\b/i;
const COMPANY_WORDS =
  /\b(ltd|limited|pvt|private|inc|llp|llc|plc|gmbh|corp|corporation|company|technologies|technology|solutions|systems|services|software|labs?|infotech|infosystems|consultancy|consulting|industries|enterprises|group|bank|hospital|university|college|school|institute|foundation|studios?|global|international|analytics|ventures|networks|pharma|motors)\b\.?/i;

/** A line is a description, not an entry's title: a sentence (ends with a full stop) or a long one. */
const isDescription = (line: string) => line.length > 110 || /[a-z]{2}\.$/.test(line);

const clean = (part: string) =>
  part
    .replace(/^[\s,:;|–—-]+|[\s,:;|–—-]+$/g, "")
    .replace(/\s+/g, " ")
    .slice(0, 100);

/** An entry line's name-like parts: split at |, tabs, dashes between spaces, commas and brackets; dates dropped. */
function partsOf(line: string): string[] {
  return line
    .split(/\s*(?:\||—|–|\s-\s|,|\(|\)|·|•)\s*/)
    .map(clean)
    .filter((p) => p.length > 1 && !isDateLike(p) && /[A-Za-z]/.test(p));
}

type Entry = { role?: string; company?: string };

export type Position = { role?: string; currentCompany?: string };

/** "Role at Company", or parts told apart by the words they hold (a manager, a Pvt Ltd). */
function entryOf(line: string): Entry {
  const at = /^(.{2,80}?)\s+(?:at|@)\s+(.+)$/i.exec(line);
  if (at && ROLE_WORDS.test(at[1])) return { role: clean(at[1]), company: partsOf(at[2])[0] };
  const parts = partsOf(line);
  const role = parts.find((p) => ROLE_WORDS.test(p) && !COMPANY_WORDS.test(p));
  const company = parts.find((p) => p !== role && COMPANY_WORDS.test(p)) ?? (role ? parts.find((p) => p !== role) : undefined);
  if (role || company) return { role, company };
  return {};
}

/**
 * The most recent entry of the Experience sections: the one marked "Present" if any, else the first
 * (resumes list the newest first). An entry's title may hold both names or one, the other on the
 * next line ("Senior Developer" / "Infosys Ltd, Pune | 2021 - Present").
 */
export function currentPosition(sections: Section[]): Position {
  const lines = linesOfKind(sections, "experience");
  const entries: (Entry & { current: boolean })[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (isDescription(lines[i])) continue;
    const entry = entryOf(lines[i]);
    if (!entry.role && !entry.company) continue;
    const title = lines[i];
    const next = lines[i + 1] && !isDescription(lines[i + 1]) ? lines[i + 1] : "";
    // The next line belongs to this entry when it completes the title or holds only its dates.
    let own = next && isDateLike(next) ? next : "";
    if (next && (!entry.role || !entry.company)) {
      const other = entryOf(next);
      const single = partsOf(next)[0];
      if (!entry.role) entry.role = other.role ?? (single && !COMPANY_WORDS.test(single) ? single : undefined);
      else entry.company = other.company ?? (single && single !== other.role ? single : undefined);
      if (entry.role && entry.company) {
        own = next;
        i++;
      }
    }
    entries.push({ ...entry, current: PRESENT_WORD.test(title) || PRESENT_WORD.test(own) });
  }
  const chosen = entries.find((e) => e.current) ?? entries[0];
  if (!chosen) return {};
  return { ...(chosen.role ? { role: chosen.role } : {}), ...(chosen.company ? { currentCompany: chosen.company } : {}) };
}

const STATED_YEARS = [
  /(\d{1,2}(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?)(?:\s+and\s+\d{1,2}\s+months?)?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience/i,
  /experience\s*(?:of|:|-|–)?\s*(?:over\s+|about\s+|around\s+)?(\d{1,2}(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?)/i,
];

/**
 * Whole years of experience: as the resume states it ("5 years of experience", "Experience: 7+ yrs"),
 * else the months the Experience sections' date ranges cover (overlaps once), in whole years.
 */
export function yearsOfExperience(text: string, sections: Section[], now: Date): number | undefined {
  for (const pattern of STATED_YEARS) {
    const match = pattern.exec(text);
    if (match) {
      const years = Math.floor(Number(match[1]));
      if (years >= 0 && years <= 60) return years;
    }
  }
  const ranges = rangesIn(linesOfKind(sections, "experience").join("\n"), now);
  if (ranges.length === 0) return undefined;
  return Math.min(60, Math.floor(monthsCovered(ranges) / 12));
}
