// Resume files made at test time (tests/candidate-profile/resume-parse.test.ts): real PDFs drawn with
// pdf-lib, a real .docx zipped with fflate, and the hostile ones (no text layer, encrypted, corrupted,
// too large, a decompression bomb). Each layout's text is exported so tests can say what it holds, and
// so are the profile fields the reader makes of each layout (the reader's tests and the route's).
import { deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, PDFHexString, PDFName, type PDFFont, StandardFonts } from "pdf-lib";
import sharp from "sharp";

const A4: [number, number] = [595, 842];

/** A line of text; `alignRight` makes x its right edge (dates at the page's right margin). */
type Line = { text: string; x: number; y: number; size?: number; bold?: boolean; alignRight?: boolean };

async function pdfOf(pages: Line[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const lines of pages) {
    const page = doc.addPage(A4);
    for (const line of lines) {
      const font: PDFFont = line.bold ? bold : regular;
      const size = line.size ?? 10.5;
      const x = line.alignRight ? line.x - font.widthOfTextAtSize(line.text, size) : line.x;
      page.drawText(line.text, { x, y: line.y, size, font });
    }
  }
  return doc.save();
}

/** Lines top-down from y, `gap` points apart, at x. */
function column(x: number, top: number, gap: number, items: (string | { text: string; size?: number; bold?: boolean })[]): Line[] {
  return items.map((item, i) => ({ ...(typeof item === "string" ? { text: item } : item), x, y: top - i * gap }));
}

const heading = (text: string) => ({ text, bold: true, size: 12 });

/** A classic one-column resume: name, contact line, then sections; dates aligned at the right margin. */
export function oneColumnResumePdf(): Promise<Uint8Array> {
  const lines = column(50, 790, 17, [
    { text: "PRIYA SHARMA", bold: true, size: 20 },
    "Senior Software Engineer",
    "priya.sharma@example.com | +91 98220 12345 | Pune, Maharashtra",
    "",
    heading("SUMMARY"),
    "Backend developer with 5 years of experience building web services in Node.js and PostgreSQL.",
    "",
    heading("EXPERIENCE"),
    "Senior Software Engineer at Pixel Forge Technologies, Pune",
    "- Led the move of the billing services to Docker and cut release time by half.",
    "Software Engineer, Infosys Limited",
    "- Built internal tools in React and JavaScript; let's go live every week.",
    "",
    heading("EDUCATION"),
    "B.Tech in Computer Engineering, College of Engineering Pune",
    "CGPA 8.4",
    "",
    heading("SKILLS"),
    "JavaScript, Node.js, React, PostgreSQL, Docker, Git",
  ]);
  const dateAt = (row: number, text: string): Line => ({ text, x: 545, y: lines[row].y, alignRight: true });
  return pdfOf([[...lines, dateAt(8, "Jun 2021 - Present"), dateAt(10, "Jul 2019 - May 2021"), dateAt(14, "2015 - 2019")]]);
}

/** The one-column resume's fields (its years as the summary states them). */
export const ONE_COLUMN_RESUME_FIELDS = {
  fullName: "Priya Sharma",
  email: "priya.sharma@example.com",
  mobile: "9822012345",
  course: "B.Tech Computer Engineering",
  passingYear: 2019,
  role: "Senior Software Engineer",
  currentCompany: "Pixel Forge Technologies",
  workExperience: 5,
};

/**
 * Two columns drawn row by row, left cell then right cell (as table-based templates do): a sidebar
 * with contact, skills and languages, and the main column with the name, experience and education.
 */
export function twoColumnResumePdf(): Promise<Uint8Array> {
  const left = column(40, 760, 18, [
    heading("CONTACT"),
    "rahul.verma@mail.example",
    "098220-54321",
    "Bengaluru",
    "",
    heading("SKILLS"),
    "Python",
    "Django",
    "SQL",
    "Power BI",
    "",
    heading("LANGUAGES"),
    "English, Hindi",
  ]);
  const right = column(230, 760, 18, [
    { text: "Rahul Verma", bold: true, size: 20 },
    "Data Analyst",
    "",
    heading("WORK EXPERIENCE"),
    "Acme Analytics Pvt Ltd | Data Analyst | 2021 - Present",
    "Dashboards and forecasting for retail clients.",
    "Globex Solutions - Junior Analyst",
    "Aug 2018 - Mar 2021",
    "",
    heading("EDUCATION"),
    "MCA, Savitribai Phule Pune University, 2018",
    "BCA, Fergusson College, 2015",
  ]);
  // Interleaved by row: whatever the extractor does with two cells on one baseline, the test sees it.
  const rows: Line[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i]?.text) rows.push(left[i]);
    if (right[i]?.text) rows.push(right[i]);
  }
  return pdfOf([rows]);
}

/** The two-column resume's fields but its years, which count from Aug 2018 to the day it is read. */
export const TWO_COLUMN_RESUME_FIELDS = {
  fullName: "Rahul Verma",
  email: "rahul.verma@mail.example",
  mobile: "9822054321",
  course: "MCA",
  passingYear: 2018,
  role: "Data Analyst",
  currentCompany: "Acme Analytics Pvt Ltd",
};

// A .docx written by hand (OOXML's three required parts), as e2e/fixtures/generate.mjs does.
const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function docxOf(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W_NS}"><w:body>${body}</w:body></w:document>`),
  });
}

export const DOCX_RESUME_PARAGRAPHS = [
  "Anita Desai",
  "Email: anita.desai@example.org",
  "Mobile: 0 98765 43210",
  "Professional Summary",
  "Project manager with 9+ years of experience in IT services, delivering with Agile and Scrum.",
  "Work Experience",
  "Tata Consultancy Services — Project Manager (2016 – Present)",
  "Wipro Limited — Business Analyst (2014 – 2016)",
  "Education",
  "MBA (Finance), Symbiosis Institute of Business Management, 2014",
  "B.Com, University of Mumbai, 2012",
  "Key Skills",
  "Agile, Scrum, JIRA, Microsoft Excel, Stakeholder management",
];

export function docxResume(): Uint8Array {
  return docxOf(DOCX_RESUME_PARAGRAPHS);
}

/** The Word resume's fields: the entry marked Present is the current one, wherever it is listed. */
export const DOCX_RESUME_FIELDS = {
  fullName: "Anita Desai",
  email: "anita.desai@example.org",
  mobile: "9876543210",
  course: "MBA Finance",
  passingYear: 2014,
  role: "Project Manager",
  currentCompany: "Tata Consultancy Services",
  workExperience: 9,
};

/** A scanned resume: one page holding only a PNG, no text layer (NO_TEXT). */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 400, height: 560, channels: 3, background: "#f4f4f5" } })
    .composite([{ input: Buffer.from('<svg width="300" height="40"><rect width="300" height="40" fill="#111"/></svg>'), top: 40, left: 50 }])
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const page = doc.addPage(A4);
  page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
  return doc.save();
}

/**
 * A PDF encrypted with the standard security handler and a user password: pdf.js cannot open it
 * without the password (pdf-lib cannot encrypt, so the /Encrypt dictionary is put in its trailer by hand).
 */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage(A4);
  const key = (byte: number) => PDFHexString.of(byte.toString(16).padStart(2, "0").repeat(32));
  const { context } = doc;
  context.trailerInfo.Encrypt = context.register(context.obj({ Filter: "Standard", V: 2, R: 3, Length: 128, P: -1060, O: key(0x5a), U: key(0xa5) }));
  const fileId = PDFHexString.of("0123456789abcdef0123456789abcdef");
  context.trailerInfo.ID = context.obj([fileId, fileId]);
  return doc.save({ useObjectStreams: false });
}

/** The PDF signature, then garbage: typed as a PDF from its bytes, unreadable as one. */
export function corruptedPdf(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"));
  for (let i = 16; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
  return bytes;
}

/** A PDF over the 5 MB resume limit (valid header, padded with a comment). */
export function hugePdf(bytes = 5 * 1024 * 1024 + 1): Uint8Array {
  const out = new Uint8Array(bytes).fill(0x20);
  out.set(Buffer.from("%PDF-1.4\n%", "latin1"));
  return out;
}

/**
 * A small PDF whose one page decompresses to `megabytes` of text operators (a zip bomb for the
 * parser): a few hundred KB on the wire, many seconds of pdf.js work. Only a deadline stops it.
 */
export async function decompressionBombPdf(megabytes = 120): Promise<Uint8Array> {
  const op = Buffer.from("BT /F1 9 Tf 40 700 Td (slow) Tj ET\n", "latin1");
  const content = Buffer.alloc(megabytes * 1024 * 1024);
  for (let i = 0; i + op.length <= content.length; i += op.length) op.copy(content, i);
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(A4);
  page.drawText("Bomb", { x: 40, y: 800, size: 9, font });
  const stream = doc.context.stream(deflateSync(content, { level: 9 }), { Filter: "FlateDecode" });
  page.node.set(PDFName.of("Contents"), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}
