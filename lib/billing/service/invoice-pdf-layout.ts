// The tax invoice as a PDF (decisions.md section 21, CGST rule 46), drawn with pdf-lib as the certificate
// is (the QR code's modules as vector squares, the same helper). A4 portrait; the lines flow onto as many
// pages as they need, each page headed with the number and "Page i of n". The standard fonts know no "₹":
// amounts read "Rs." (characters outside WinAnsi become "?", as on the certificate).
import "server-only";
import { degrees, PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { drawQr, printable } from "@/lib/certificates/service/pdf-layout";
import { formatDay } from "@/lib/format/date";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import type { BillingSettingsJson } from "@/lib/billing/contract/settings";
import { formatPaise } from "@/lib/billing/rules/money";
import { gstStateByName } from "@/lib/billing/rules/states";
import { isPayable, upiPayUri } from "@/lib/billing/rules/upi";

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.35, 0.39, 0.46);
const RULE = rgb(0.8, 0.83, 0.88);
const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 40;
const BOTTOM = 56;
const QR_SIZE = 118;

/** The columns of the lines' table: left edge and width; numbers are right-aligned in theirs. */
const COLUMNS = { no: [MARGIN, 22], description: [MARGIN + 24, 224], sac: [MARGIN + 258, 50], quantity: [MARGIN + 310, 55], rate: [MARGIN + 367, 72], amount: [MARGIN + 441, 74] } as const;

export const rupees = (paise: number) => formatPaise(paise).replace("₹", "Rs. ");
const figures = (paise: number) => formatPaise(paise).replace("₹", "");
const quantityText = (quantity: number) => quantity.toLocaleString("en-IN", { maximumFractionDigits: 4 });

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Lines of at most `width` points, words kept whole (a word longer than the width is cut). */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = "";
    for (const word of printable(font, paragraph).split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) current = next;
      else {
        if (current) out.push(current);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          out.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        current = rest;
      }
    }
    if (current) out.push(current);
  }
  return out;
}

/** Draws each text at (x, y) going down by `gap`; returns the y below the last. */
function block(page: PDFPage, texts: string[], x: number, y: number, opts: { font: PDFFont; size: number; gap: number; color?: ReturnType<typeof rgb> }): number {
  for (const text of texts) {
    page.drawText(printable(opts.font, text), { x, y, size: opts.size, font: opts.font, color: opts.color ?? INK });
    y -= opts.gap;
  }
  return y;
}

function rightText(page: PDFPage, text: string, right: number, y: number, font: PDFFont, size: number): void {
  const safe = printable(font, text);
  page.drawText(safe, { x: right - font.widthOfTextAtSize(safe, size), y, size, font, color: INK });
}

const stateWithCode = (state: string | null, code?: string) => {
  if (!state) return null;
  const found = code ?? gstStateByName(state)?.code;
  return found ? `${state} (code ${found})` : state;
};

/** The supplier, the invoice's particulars and the recipient; on the first page, the QR code. Returns the y below. */
function drawHead(page: PDFPage, fonts: Fonts, invoice: InvoiceJson, supplier: BillingSettingsJson): number {
  const { regular, bold } = fonts;
  page.drawText("TAX INVOICE", { x: MARGIN, y: HEIGHT - MARGIN - 14, size: 18, font: bold, color: INK });
  let left = block(page, [supplier.legalName], MARGIN, HEIGHT - MARGIN - 42, { font: bold, size: 11, gap: 14 });
  left = block(page, wrap(regular, supplier.address, 9, 250), MARGIN, left, { font: regular, size: 9, gap: 12 });
  left = block(page, [`GSTIN: ${supplier.gstin}`, `State: ${stateWithCode(supplier.state, supplier.stateCode)}`], MARGIN, left, { font: regular, size: 9, gap: 12 });

  const particulars = [
    `Invoice number: ${invoice.number ?? "Draft (numbered when issued)"}`,
    `Invoice date: ${invoice.issueDate ? formatDay(invoice.issueDate) : "Not issued"}`,
    `Due date: ${invoice.dueDate ? formatDay(invoice.dueDate) : "Not issued"}`,
    `Place of supply: ${invoice.placeOfSupply.state} (code ${invoice.placeOfSupply.code})`,
    "Tax payable on reverse charge: No",
  ];
  const right = block(page, particulars, MARGIN + 300, HEIGHT - MARGIN - 42, { font: regular, size: 9, gap: 13 });

  let y = Math.min(left, right) - 10;
  y = block(page, ["Bill to"], MARGIN, y, { font: bold, size: 10, gap: 13, color: MUTED });
  y = block(page, [invoice.billTo.name], MARGIN, y, { font: bold, size: 10, gap: 13 });
  y = block(page, wrap(regular, invoice.billTo.address ?? "", 9, 250), MARGIN, y, { font: regular, size: 9, gap: 12 });
  const state = stateWithCode(invoice.billTo.state);
  y = block(page, [`GSTIN: ${invoice.billTo.gstin ?? "Not registered"}`, ...(state ? [`State: ${state}`] : []), invoice.billTo.email], MARGIN, y, {
    font: regular,
    size: 9,
    gap: 12,
  });

  if (isPayable(invoice)) {
    const qrTop = right - 4;
    drawQr(page, upiPayUri(supplier, invoice), MARGIN + 300, qrTop - QR_SIZE, QR_SIZE);
    // Below the code, as wide as the column: the amount and the payee, what an app will show before paying.
    const caption = [`Scan to pay ${rupees(invoice.balance)} by UPI`, `to ${supplier.upiId}`].flatMap((text) => wrap(regular, text, 9, WIDTH - 2 * MARGIN - 300));
    const below = block(page, caption, MARGIN + 300, qrTop - QR_SIZE - 12, { font: regular, size: 9, gap: 12, color: MUTED });
    y = Math.min(y, below);
  }
  return y - 14;
}

function tableHeader(page: PDFPage, fonts: Fonts, y: number): number {
  page.drawRectangle({ x: MARGIN, y: y - 4, width: WIDTH - 2 * MARGIN, height: 16, color: rgb(0.94, 0.95, 0.97) });
  const { bold } = fonts;
  page.drawText("#", { x: COLUMNS.no[0] + 2, y, size: 8.5, font: bold, color: INK });
  page.drawText("Description", { x: COLUMNS.description[0], y, size: 8.5, font: bold, color: INK });
  page.drawText("SAC", { x: COLUMNS.sac[0], y, size: 8.5, font: bold, color: INK });
  for (const [key, label] of [["quantity", "Qty"], ["rate", "Rate (Rs.)"], ["amount", "Amount (Rs.)"]] as const) {
    rightText(page, label, COLUMNS[key][0] + COLUMNS[key][1], y, bold, 8.5);
  }
  return y - 18;
}

/** The page's running head (pages after the first) and the draft mark. */
function newPage(doc: PDFDocument, fonts: Fonts, invoice: InvoiceJson, first: boolean): PDFPage {
  const page = doc.addPage([WIDTH, HEIGHT]);
  if (invoice.status === "draft") {
    page.drawText("DRAFT", { x: 150, y: 260, size: 120, font: fonts.bold, color: rgb(0.85, 0.2, 0.2), opacity: 0.15, rotate: degrees(40) });
  }
  if (!first) {
    page.drawText(printable(fonts.bold, `Tax invoice ${invoice.number ?? "Draft"} (continued)`), { x: MARGIN, y: HEIGHT - MARGIN - 10, size: 11, font: fonts.bold, color: INK });
  }
  return page;
}

/** The totals: taxable value, each tax with its rate, the total in figures and words, what is still due. */
function totalsRows(invoice: InvoiceJson): [string, string][] {
  const rows: [string, string][] = [["Taxable value", rupees(invoice.taxable)]];
  if (invoice.supplyType === "intra") rows.push(["CGST @ 9%", rupees(invoice.cgst)], ["SGST @ 9%", rupees(invoice.sgst)]);
  else rows.push(["IGST @ 18%", rupees(invoice.igst)]);
  rows.push(["Total", rupees(invoice.total)]);
  if (invoice.paid > 0) rows.push(["Received", rupees(invoice.paid)]);
  if (invoice.tds > 0) rows.push(["TDS deducted", rupees(invoice.tds)]);
  if (invoice.credited > 0) rows.push(["Credit notes", rupees(invoice.credited)]);
  if (invoice.balance !== invoice.total) rows.push(["Balance due", rupees(invoice.balance)]);
  return rows;
}

/** The invoice as PDF bytes: a DRAFT mark on every page of a draft, which has no number and no QR code. */
export async function drawInvoice(invoice: InvoiceJson, supplier: BillingSettingsJson): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const { regular, bold } = fonts;
  doc.setTitle(`Tax invoice ${invoice.number ?? "(draft)"}`);
  doc.setAuthor(printable(regular, supplier.legalName));
  doc.setCreator(printable(regular, supplier.legalName));
  doc.setProducer(printable(regular, supplier.legalName));

  let page = newPage(doc, fonts, invoice, true);
  let y = tableHeader(page, fonts, drawHead(page, fonts, invoice, supplier));
  const room = (needed: number) => {
    if (y - needed >= BOTTOM) return;
    page = newPage(doc, fonts, invoice, false);
    y = tableHeader(page, fonts, HEIGHT - MARGIN - 36);
  };

  invoice.lines.forEach((line, index) => {
    const description = wrap(regular, line.description, 8.5, COLUMNS.description[1]);
    room(description.length * 11 + 4);
    page.drawText(String(index + 1), { x: COLUMNS.no[0] + 2, y, size: 8.5, font: regular, color: INK });
    block(page, description, COLUMNS.description[0], y, { font: regular, size: 8.5, gap: 11 });
    page.drawText(line.sac, { x: COLUMNS.sac[0], y, size: 8.5, font: regular, color: INK });
    rightText(page, quantityText(line.quantity), COLUMNS.quantity[0] + COLUMNS.quantity[1], y, regular, 8.5);
    rightText(page, figures(line.rate), COLUMNS.rate[0] + COLUMNS.rate[1], y, regular, 8.5);
    rightText(page, figures(line.amount), COLUMNS.amount[0] + COLUMNS.amount[1], y, regular, 8.5);
    y -= description.length * 11 + 4;
    page.drawLine({ start: { x: MARGIN, y: y + 8 }, end: { x: WIDTH - MARGIN, y: y + 8 }, thickness: 0.5, color: RULE });
  });

  const totals = totalsRows(invoice);
  const words = wrap(regular, `Total in words: ${invoice.totalInWords}`, 9, WIDTH - 2 * MARGIN);
  room(totals.length * 14 + words.length * 12 + 40);
  y -= 6;
  for (const [label, value] of totals) {
    const font = label === "Total" || label === "Balance due" ? bold : regular;
    rightText(page, label, COLUMNS.rate[0] + COLUMNS.rate[1], y, font, 9.5);
    rightText(page, value, COLUMNS.amount[0] + COLUMNS.amount[1], y, font, 9.5);
    y -= 14;
  }
  y = block(page, words, MARGIN, y - 6, { font: regular, size: 9, gap: 12 });
  block(page, ["This is a computer-generated invoice and needs no signature."], MARGIN, y - 8, { font: regular, size: 8, gap: 10, color: MUTED });

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    rightText(each, `Page ${index + 1} of ${pages.length}`, WIDTH - MARGIN, MARGIN - 16, regular, 8);
  });
  return doc.save();
}
