// A resume's text as blocks of sections (pure). Blocks are what the extractor separates with a form
// feed line (the columns of a two-column PDF); in each, the lines before the first heading are its
// preamble (where the name and contact usually stand), and each heading starts a section.

export type SectionKind = "preamble" | "experience" | "education" | "skills" | "contact" | "other";

export type Section = { kind: SectionKind; block: number; lines: string[] };

const HEADINGS: Record<Exclude<SectionKind, "preamble">, string[]> = {
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "relevant experience",
    "experience summary",
    "employment",
    "employment history",
    "employment details",
    "work history",
    "career history",
    "internships",
    "internship",
  ],
  education: [
    "education",
    "education details",
    "educational details",
    "educational qualification",
    "educational qualifications",
    "academic qualification",
    "academic qualifications",
    "academic background",
    "academic details",
    "academics",
    "qualification",
    "qualifications",
    "education and training",
  ],
  skills: ["skills", "key skills", "technical skills", "core skills", "it skills", "skill set", "skillset", "core competencies", "competencies", "technologies", "tools"],
  contact: ["contact", "contact details", "contact information", "contact info", "personal details", "personal information", "personal profile"],
  other: [
    "summary",
    "professional summary",
    "profile",
    "profile summary",
    "about me",
    "objective",
    "career objective",
    "projects",
    "academic projects",
    "certifications",
    "certificates",
    "courses",
    "training",
    "languages",
    "languages known",
    "achievements",
    "awards",
    "accomplishments",
    "interests",
    "hobbies",
    "strengths",
    "publications",
    "references",
    "declaration",
    "extra curricular activities",
    "volunteering",
  ],
};

const HEADING_KIND = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) => names.map((name) => [name, kind as SectionKind] as const)),
);

/** A line as a heading key: lower case, "&" as "and", only letters and single spaces, no trailing colon. */
function headingKey(line: string): string {
  return line
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

// The same names without their spaces: designed templates space a heading's letters out
// ("W O R K  E X P E R I E N C E"), which reads as single letters once spaces are collapsed.
const SPACED_HEADING_KIND = new Map<string, SectionKind>([...HEADING_KIND].map(([name, kind]) => [name.replace(/ /g, ""), kind]));
const LETTER_SPACED = /^(?:[a-z] )+[a-z]$/;

/** The section a heading line starts, or null when the line is not a heading. */
export function headingKind(line: string): SectionKind | null {
  if (line.length > 60) return null;
  const key = headingKey(line);
  if (LETTER_SPACED.test(key)) return SPACED_HEADING_KIND.get(key.replace(/ /g, "")) ?? null;
  return line.length > 40 ? null : (HEADING_KIND.get(key) ?? null);
}

const PAGE_MARKER = /^--\s*\d+\s+of\s+\d+\s*--$/;
const BULLET = /^[•●▪■◦*·‣∙-]\s+/;

/** Clean lines: no page markers (pdf-parse adds "-- 1 of 2 --"), bullets or blank lines; tabs as " | ". */
export function cleanLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      line.includes("\f")
        ? "\f"
        : line
            .replace(/\t+/g, " | ")
            .replace(/[ \u00a0]+/g, " ")
            .trim()
            .replace(BULLET, ""),
    )
    .filter((line) => line !== "" && !PAGE_MARKER.test(line));
}

/** The blocks' sections, in reading order; a block starts with its preamble (possibly empty). */
export function sectionsOf(text: string): Section[] {
  const sections: Section[] = [];
  let block = 0;
  let current: Section = { kind: "preamble", block, lines: [] };
  sections.push(current);
  for (const line of cleanLines(text)) {
    if (line === "\f") {
      block++;
      current = { kind: "preamble", block, lines: [] };
      sections.push(current);
      continue;
    }
    // "Skills: Python, SQL" is a heading with its first line.
    const inline = /^([^:]{2,40}):\s*(.+)$/.exec(line);
    const kind = headingKind(line) ?? (inline ? headingKind(inline[1]) : null);
    if (kind) {
      current = { kind, block, lines: [] };
      sections.push(current);
      if (inline && !headingKind(line)) current.lines.push(inline[2]);
    } else current.lines.push(line);
  }
  return sections;
}

/** Every line of the sections of one kind, in reading order. */
export function linesOfKind(sections: Section[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
