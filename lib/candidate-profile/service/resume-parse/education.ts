// The course and its passing year from a resume's Education sections (pure).
import { yearBounds, yearsIn } from "@/lib/candidate-profile/service/resume-parse/dates";
import { cleanLines, linesOfKind, type Section } from "@/lib/candidate-profile/service/resume-parse/sections";

type Degree = { name: string; pattern: RegExp; school?: boolean; educationOnly?: boolean };

// Each degree as Indian resumes write it, named as the profile shows it. Case matters where the
// letters are also English words ("BE", "ME", "BA", "MA"): those count only under an Education
// heading, and only in capitals or with dots. School levels rank below any degree.
const D = (name: string, source: string, flags = "", extra: Partial<Degree> = {}): Degree => ({
  name,
  pattern: new RegExp(String.raw`(?<![A-Za-z])(?:${source})(?![A-Za-z])`, flags),
  ...extra,
});
/** A degree written out ("Bachelor of Technology", "Master's of Science"). */
const FULL = (degree: string, subject: string) => String.raw`${degree}(?:'s|’s|s)?\s+(?:of|in)\s+${subject}`;
const DEGREES: Degree[] = [
  D("B.Tech", String.raw`B\.?\s?Tech\.?`, "i"),
  D("M.Tech", String.raw`M\.?\s?Tech\.?`, "i"),
  D("B.E.", String.raw`B\.\s?E\.?|BE(?=\s+(?:in\s+)?[A-Z(])`, "", { educationOnly: true }),
  D("M.E.", String.raw`M\.\s?E\.?|ME(?=\s+(?:in\s+)?[A-Z(])`, "", { educationOnly: true }),
  D("BCA", String.raw`B\.?\s?C\.?\s?A\.?`),
  D("MCA", String.raw`M\.?\s?C\.?\s?A\.?`),
  D("BBA", String.raw`B\.?\s?B\.?\s?A\.?`),
  D("MBA", String.raw`M\.?\s?B\.?\s?A\.?`),
  D("PGDM", String.raw`PGDM|PGDBM`),
  D("B.Com", String.raw`B\.?\s?Com\.?`, "i"),
  D("M.Com", String.raw`M\.?\s?Com\.?`, "i"),
  D("B.Sc", String.raw`B\.?\s?Sc\.?`, "i"),
  D("M.Sc", String.raw`M\.?\s?Sc\.?`, "i"),
  D("B.Pharm", String.raw`B\.?\s?Pharm(?:a|acy)?\.?`, "i"),
  D("M.Pharm", String.raw`M\.?\s?Pharm(?:a|acy)?\.?`, "i"),
  D("B.Arch", String.raw`B\.?\s?Arch\.?`, "i"),
  D("B.Ed", String.raw`B\.?\s?Ed\.?`),
  D("M.Ed", String.raw`M\.?\s?Ed\.?`),
  D("LLB", String.raw`LL\.?\s?B\.?`),
  D("LLM", String.raw`LL\.?\s?M\.?`),
  D("MBBS", String.raw`MBBS`),
  D("BDS", String.raw`BDS`),
  D("BMS", String.raw`BMS`),
  D("Ph.D", String.raw`Ph\.?\s?D\.?`, "i"),
  D("B.A.", String.raw`B\.\s?A\.?|BA(?=\s+(?:in\s+)?[A-Z(])`, "", { educationOnly: true }),
  D("M.A.", String.raw`M\.\s?A\.?|MA(?=\s+(?:in\s+)?[A-Z(])`, "", { educationOnly: true }),
  D("B.Tech", FULL("Bachelor", String.raw`Technology`), "i"),
  D("M.Tech", FULL("Master", String.raw`Technology`), "i"),
  D("B.E.", FULL("Bachelor", String.raw`Engineering`), "i"),
  D("M.E.", FULL("Master", String.raw`Engineering`), "i"),
  D("BCA", FULL("Bachelor", String.raw`Computer\s+Applications?`), "i"),
  D("MCA", FULL("Master", String.raw`Computer\s+Applications?`), "i"),
  D("BBA", FULL("Bachelor", String.raw`Business\s+Administration`), "i"),
  D("MBA", FULL("Master", String.raw`Business\s+Administration`), "i"),
  D("B.Com", FULL("Bachelor", String.raw`Commerce`), "i"),
  D("M.Com", FULL("Master", String.raw`Commerce`), "i"),
  D("B.Sc", FULL("Bachelor", String.raw`Science`), "i"),
  D("M.Sc", FULL("Master", String.raw`Science`), "i"),
  D("B.Pharm", FULL("Bachelor", String.raw`Pharmacy`), "i"),
  D("B.A.", FULL("Bachelor", String.raw`Arts`), "i"),
  D("M.A.", FULL("Master", String.raw`Arts`), "i"),
  D("Diploma", String.raw`Diploma`, "i"),
  D("ITI", String.raw`ITI`),
  D("HSC", String.raw`HSC|12th|XII|Higher\s+Secondary`, "", { school: true }),
  D("SSC", String.raw`SSC|10th|Secondary\s+School`, "", { school: true }),
];

type Found = { degree: Degree; line: number; index: number; end: number };

function degreeIn(line: string, lineNo: number, inEducation: boolean): Found | null {
  let best: Found | null = null;
  for (const degree of DEGREES) {
    if (degree.educationOnly && !inEducation) continue;
    const match = degree.pattern.exec(line);
    if (match && (!best || match.index < best.index)) best = { degree, line: lineNo, index: match.index, end: match.index + match[0].length };
  }
  return best;
}

const STOP = /\s*(?:[,|(\t–—;:]|\s-\s|\d|\bfrom\b|\bat\b|\buniversity\b|\bcollege\b|\binstitute\b|\bschool\b)/i;

/** "B.Tech in Computer Engineering, COEP" -> "Computer Engineering"; "MBA (Finance)" -> "Finance". */
function specialisationAfter(rest: string): string | null {
  const bracket = /^\s*\(([A-Za-z&.\- ]{2,50})\)/.exec(rest);
  const words = bracket ? bracket[1] : rest.replace(/^\s*(?:in|of|[-–—:])\s+/i, "").replace(/^\s+/, "");
  if (!bracket && !/^\s*(?:in|of|[-–—:])?\s*[A-Z]/.test(rest)) return null;
  const cut = words.split(STOP)[0].trim();
  return /^[A-Za-z][A-Za-z&.\- ]{1,70}$/.test(cut) ? cut : null;
}

export type Education = { course?: string; passingYear?: number };

/**
 * The degree nearest the Education heading: the first one written there (resumes list the highest or
 * latest first), a degree before a school level; without an Education heading, the first anywhere.
 * Its passing year: the last year on its line or the two lines after (before the next degree).
 */
export function educationOf(text: string, sections: Section[], now: Date): Education {
  const education = linesOfKind(sections, "education");
  const inEducation = education.length > 0;
  const lines = inEducation ? education : cleanLines(text);
  const found = lines.map((line, i) => degreeIn(line, i, inEducation)).filter((f): f is Found => f !== null);
  const chosen = found.find((f) => !f.degree.school) ?? found[0];
  if (!chosen) return {};
  const line = lines[chosen.line];
  const specialisation = specialisationAfter(line.slice(chosen.end));
  const course = `${chosen.degree.name}${specialisation ? ` ${specialisation}` : ""}`.slice(0, 120);
  const { min, max } = yearBounds(now);
  const nextDegree = found.find((f) => f.line > chosen.line)?.line ?? Infinity;
  for (let i = chosen.line; i < Math.min(lines.length, chosen.line + 3, nextDegree); i++) {
    const years = yearsIn(lines[i], min, max);
    if (years.length) return { course, passingYear: Math.max(...years) };
  }
  return { course };
}
