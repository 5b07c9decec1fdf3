import sharp from "sharp";
import { db } from "@/lib/db";
import { getStorage, newStorageKey } from "@/lib/storage";

/** A one-page PDF with the given lines, built by hand so the seed needs no PDF library. */
export function simplePdf(lines: string[]): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 56 ${780 - i * 22} Td (${escape(line)}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

async function store(ownerId: string, kind: "resume" | "panCard", bytes: Uint8Array, mimeType: string, fileName: string) {
  const storageKey = await getStorage().put(newStorageKey(), bytes, mimeType);
  const file = await db.storedFile.create({ data: { ownerId, kind, mimeType, size: bytes.byteLength, fileName, storageKey } });
  return file.id;
}

/** The demo candidate's resume (PDF) and PAN card image (PNG). */
export async function storeDemoFiles(ownerId: string) {
  const resume = simplePdf([
    "Priya Sharma - Software Developer",
    "Pune, Maharashtra | candidate@example.com | +91 98765 43210",
    "Experience: 3 years building React and Node.js applications.",
    "Pixel Forge Pvt Ltd (2022 - present): frontend lead for a logistics dashboard.",
    "CodeNest Labs (2020 - 2022): full-stack developer on e-commerce projects.",
    "Education: B.Tech Computer Engineering, 2020, 8.4 CGPA.",
  ]);
  const panSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"><rect width="480" height="300" rx="16" fill="#dbeafe"/><text x="24" y="56" font-family="Arial" font-size="26" fill="#1e3a8a">INCOME TAX DEPARTMENT</text><text x="24" y="150" font-family="Arial" font-size="22">PRIYA SHARMA</text><text x="24" y="200" font-family="Arial" font-size="22">ABCPS1234K</text><text x="24" y="270" font-family="Arial" font-size="14" fill="#475569">Demo document</text></svg>`;
  const pan = new Uint8Array(await sharp(Buffer.from(panSvg)).png().toBuffer());
  return {
    resumeFileId: await store(ownerId, "resume", resume, "application/pdf", "priya-sharma-resume.pdf"),
    panCardFileId: await store(ownerId, "panCard", pan, "image/png", "pan-card.png"),
  };
}
