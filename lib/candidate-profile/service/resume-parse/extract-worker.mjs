// The child process that reads a resume's text (started by extract-text.ts with an IPC channel). Plain ESM on purpose:
// Node runs it as it is, from the repository, with no bundler or TypeScript step, so the parent can
// kill it at a deadline whatever the parser is doing (a pdf.js loop is synchronous JavaScript that no
// Promise.race can interrupt). One message in: { kind: "pdf" | "docx" | "doc", bytes, maxPages,
// maxChars }; one message out: { ok: true, text } or { ok: false, reason }, then the process exits.

/** Keeps the first `maxChars` characters: enough for any resume, bounded for the IPC channel. */
const clip = (text, maxChars) => (text.length > maxChars ? text.slice(0, maxChars) : text);

async function pdfText(bytes, maxPages) {
  const { PDFParse } = await import("pdf-parse");
  const { pageText } = await import("./pdf-layout.mjs");
  const parser = new PDFParse({ data: bytes, stopAtErrors: false });
  try {
    // pdf-parse 2.4.5 (pinned exactly) keeps load(), the pdf.js document its getText() reads, out of
    // its types; the positions of the text pieces are needed to keep two columns apart (pdf-layout.mjs).
    // Should a later version drop it, its own getText() still gives the text, columns interleaved.
    if (typeof parser.load !== "function") return (await parser.getText({ first: maxPages })).text;
    const doc = await parser.load();
    const pages = [];
    // The first pages only: a resume's facts are at its start, and a 2,000-page file costs no more.
    for (let number = 1; number <= Math.min(doc.numPages, maxPages); number++) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      pages.push(pageText(content.items));
      page.cleanup();
    }
    return pages.join("\n\f\n");
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

async function docxText(bytes) {
  const mammoth = (await import("mammoth")).default;
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}

async function docText(bytes) {
  const WordExtractor = (await import("word-extractor")).default;
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  // Word resumes often keep the name and contact in the page header or in text boxes.
  return [document.getHeaders({ includeFooters: false }), document.getBody(), document.getTextboxes({ includeHeadersAndFooters: false })].join("\n");
}

/** Why a file could not be read, as the parent maps it: a password, or anything else. */
function reasonOf(error) {
  const name = error && typeof error === "object" ? String(error.name ?? "") : "";
  return name === "PasswordException" ? "password" : "unreadable";
}

process.once("message", async (message) => {
  let answer;
  try {
    const bytes = new Uint8Array(message.bytes);
    const text =
      message.kind === "pdf" ? await pdfText(bytes, message.maxPages) : message.kind === "docx" ? await docxText(bytes) : await docText(bytes);
    answer = { ok: true, text: clip(String(text ?? ""), message.maxChars) };
  } catch (error) {
    answer = { ok: false, reason: reasonOf(error) };
  }
  process.send(answer, () => process.exit(0));
});
