// The certificate's PDF page (decisions.md section 15): drawn with pdf-lib, the QR code's modules
// computed by the qrcode package and drawn as vector squares (sharp at any zoom, no image to embed).
import "server-only";
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import type { CertificateJson } from "@/lib/certificates/contract";
import { formatDate, formatDay } from "@/lib/format/date";
import { COMPANY } from "@/lib/site/company";

const BRAND = rgb(0.11, 0.31, 0.85);
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const MARGIN = 48;

/**
 * The standard PDF fonts cover WinAnsi (Latin-1 and a few more) only: any other character (a name in
 * Devanagari, say) would make pdf-lib throw, so it is replaced by "?". The public page, linked by the
 * QR code, shows the name exactly. Embedding a Unicode font would need fontkit and a font file.
 */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : "?")).join("");
}

type Line = { text: string; font: PDFFont; size: number; color?: ReturnType<typeof rgb>; gap: number };

/** A centred line, made smaller (down to 60%) and then cut with an ellipsis to fit the width. */
function centred(page: PDFPage, y: number, line: Line): number {
  const width = page.getWidth() - 2 * MARGIN - 40;
  let text = printable(line.font, line.text);
  let size = line.size;
  while (line.font.widthOfTextAtSize(text, size) > width && size > line.size * 0.6) size -= 1;
  while (line.font.widthOfTextAtSize(text, size) > width && text.length > 1) text = `${text.slice(0, -2)}…`;
  const x = (page.getWidth() - line.font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font: line.font, color: line.color ?? INK });
  return y - line.gap;
}

/** The skills as centred lines, items kept whole (at most three lines). */
function skillLines(font: PDFFont, skills: readonly string[], size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const skill of skills.map((s) => printable(font, s))) {
    const next = current ? `${current}, ${skill}` : skill;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(`${current},`);
      current = skill;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines[2].replace(/,$/, "")} …`] : lines;
}

/** The QR code of `url`, `size` points wide, its lower left corner at (x, y). */
export function drawQr(page: PDFPage, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules in a row: far fewer drawing operators than one per module.
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The certificate as a one-page A4 landscape PDF. */
export async function drawCertificate(certificate: CertificateJson, verifyUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const [height, width] = PageSizes.A4;
  const page = doc.addPage([width, height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  doc.setTitle(`Certificate of completion: ${printable(regular, certificate.programme)}`);
  doc.setAuthor(COMPANY.name);
  doc.setSubject(`Certificate ${certificate.code}`);
  doc.setCreator(COMPANY.name);
  doc.setProducer(COMPANY.name);
  doc.setCreationDate(new Date(certificate.issuedAt));

  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: BRAND, borderWidth: 3 });
  page.drawRectangle({ x: 26, y: 26, width: width - 52, height: height - 52, borderColor: BRAND, borderWidth: 0.75 });

  const dates = `${formatDay(certificate.batch.startDate)} – ${formatDay(certificate.batch.endDate)}`;
  let y = height - 84;
  y = centred(page, y, { text: COMPANY.name.toUpperCase(), font: bold, size: 15, color: BRAND, gap: 50 });
  y = centred(page, y, { text: "Certificate of completion", font: bold, size: 34, gap: 40 });
  y = centred(page, y, { text: "This certifies that", font: regular, size: 13, color: MUTED, gap: 38 });
  y = centred(page, y, { text: certificate.name, font: bold, size: 30, gap: 32 });
  y = centred(page, y, { text: "has completed the programme", font: regular, size: 13, color: MUTED, gap: 28 });
  y = centred(page, y, { text: certificate.programme, font: bold, size: 20, gap: 22 });
  y = centred(page, y, { text: `${certificate.batch.title} · ${dates}`, font: regular, size: 12, color: MUTED, gap: 22 });
  y = centred(page, y, { text: `Score: ${certificate.score} / 100`, font: bold, size: 13, gap: 24 });
  if (certificate.skills.length > 0) {
    y = centred(page, y, { text: "Skills verified", font: bold, size: 11, color: MUTED, gap: 16 });
    for (const line of skillLines(regular, certificate.skills, 11, width - 2 * MARGIN - 200)) {
      y = centred(page, y, { text: line, font: regular, size: 11, gap: 15 });
    }
  }

  // The foot: the code and where to verify it on the left, the QR code to the same page on the right.
  const qrSize = 104;
  drawQr(page, verifyUrl, width - MARGIN - qrSize, MARGIN, qrSize);
  const footLines: [string, PDFFont, number][] = [
    [`Certificate code: ${certificate.code}`, bold, 11],
    [`Issued on ${formatDate(certificate.issuedAt)}`, regular, 10],
    [`Verify at ${verifyUrl}`, regular, 10],
  ];
  footLines.forEach(([text, font, size], index) => {
    page.drawText(printable(font, text), { x: MARGIN + 8, y: MARGIN + 40 - index * 16, size, font, color: index === 0 ? INK : MUTED });
  });

  return doc.save();
}
