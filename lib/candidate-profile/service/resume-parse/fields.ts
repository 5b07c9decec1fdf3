// What a resume's text proposes for the profile (decisions.md section 14), pure: the name, e-mail,
// mobile, course and passing year, current company and role, and years of experience. Only what was
// found is returned; the candidate accepts each proposal in the wizard. Skills are looked up in the
// catalogue by lib/skills/service/find-in-text.ts.
import { normaliseMobile } from "@/lib/validations/common";
import { educationOf } from "@/lib/candidate-profile/service/resume-parse/education";
import { currentPosition, yearsOfExperience } from "@/lib/candidate-profile/service/resume-parse/experience";
import { headingKind, linesOfKind, type Section, sectionsOf } from "@/lib/candidate-profile/service/resume-parse/sections";

export type ResumeTextFields = {
  fullName?: string;
  email?: string;
  mobile?: string;
  course?: string;
  passingYear?: number;
  currentCompany?: string;
  role?: string;
  workExperience?: number;
};

const NOT_NAME_WORDS =
  /\b(resume|curriculum|vitae|cv|biodata|profile|engineer|developer|analyst|manager|consultant|designer|intern|executive|officer|associate|specialist|administrator|architect|lead|student|fresher|graduate|address|email|e-mail|mobile|phone|contact|india|street|road|nagar|summary|objective|experience|education|skills)\b/i;

/** Title Case for a name written in capitals ("PRIYA SHARMA"); any other case is kept. */
function nameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

// Words of a name that may be written in lower case ("Ana de Souza", "Ahmed bin Ali").
const PARTICLES = new Set(["de", "da", "das", "dos", "del", "van", "von", "der", "bin", "binti", "al", "el", "la"]);

/**
 * Two to four capitalised words of letters (initials with a dot allowed, lower-case particles), not
 * a heading, job title or address.
 */
export function asName(line: string): string | null {
  const text = line
    .replace(/^name\s*[:\-–]\s*/i, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length < 4 || text.length > 60 || headingKind(text) || NOT_NAME_WORDS.test(text)) return null;
  const words = text.split(" ");
  if (words.length < 2 || words.length > 4) return null;
  if (!words.every((w) => /^\p{Lu}[\p{L}'’-]*\.?$/u.test(w) || PARTICLES.has(w))) return null;
  return nameCase(text);
}

/**
 * The name: a "Name:" line anywhere; else the first name-like line of a preamble (the lines before a
 * block's first heading: the top of the page, or of a column); else of a Contact/Personal section.
 */
function fullNameOf(sections: Section[]): string | undefined {
  const all = sections.flatMap((s) => s.lines);
  const labelled = all.find((line) => /^name\s*[:\-–]\s*\S/i.test(line));
  if (labelled && asName(labelled)) return asName(labelled)!;
  for (const kind of ["preamble", "contact"] as const) {
    for (const line of linesOfKind(sections, kind)) {
      // A contact line may hold several facts ("Priya Sharma | priya@..."): each part is tried.
      for (const part of line.split(/\s+[|•·]\s+/)) {
        const name = asName(part);
        if (name) return name;
      }
    }
  }
  return undefined;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}/;

function emailOf(text: string): string | undefined {
  const match = EMAIL.exec(text);
  return match && match[0].length <= 254 ? match[0].toLowerCase() : undefined;
}

// Ten digits as people write a mobile: spaces or dashes between them, a "+91"/"91"/"0" in front.
const PHONE = /(?<![\d+])(?:\+?\s?91[\s-]?|0[\s-]?)?\d(?:[ \u00a0-]?\d){9}(?!\d)/g;

/** The first Indian mobile number, as the profile stores it (lib/validations/common.ts normaliseMobile). */
function mobileOf(text: string): string | undefined {
  for (const match of text.matchAll(PHONE)) {
    const digits = normaliseMobile(match[0]);
    // Indian mobile numbers start with 6 to 9; a year range or a PIN code with a phone's length does not.
    if (digits && /^[6-9]/.test(digits)) return digits;
  }
  return undefined;
}

/** Every field the text holds (none invented): `now` bounds years and ends "Present". */
export function readResumeFields(text: string, now: Date = new Date()): ResumeTextFields {
  const sections = sectionsOf(text);
  const flat = text.replace(/\f/g, "\n");
  const fields: ResumeTextFields = {
    fullName: fullNameOf(sections),
    email: emailOf(flat),
    mobile: mobileOf(flat),
    ...educationOf(text, sections, now),
    ...currentPosition(sections),
    workExperience: yearsOfExperience(flat, sections, now),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== "")) as ResumeTextFields;
}
