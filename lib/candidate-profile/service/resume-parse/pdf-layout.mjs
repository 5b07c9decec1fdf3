// A PDF page's text in reading order, columns kept apart (used by extract-worker.mjs; plain ESM so
// the child process runs it as it is). pdf.js hands out text pieces with positions; joined line by
// line as they come, a two-column resume interleaves its sidebar with its main column ("SKILLS
// Dashboards and ..."). Here pieces become lines (same baseline), lines become cells (split at wide
// gaps), and a clear vertical gutter, if there is one, splits the page into a left and a right column.
// Output: the page's header lines, then each column, columns separated by a form feed line ("\f") so
// the field reader starts its sections afresh in each.

/** @typedef {{ str: string, x: number, y: number, w: number, h: number }} Piece */

/** pdf.js text items -> pieces with a position (PDF units, y up) and a height (the font size). */
export function piecesOf(items) {
  const pieces = [];
  for (const item of items) {
    if (typeof item.str !== "string" || item.str.trim() === "" || !item.transform) continue;
    const [a, b, c, d, x, y] = item.transform;
    const h = Math.max(1, Math.hypot(c, d) || Math.hypot(a, b) || item.height || 10);
    pieces.push({ str: item.str, x, y, w: Math.max(0, item.width ?? 0), h });
  }
  return pieces;
}

/** Pieces on one baseline (within a third of the font size) form a line, sorted left to right. */
function linesOf(pieces) {
  const sorted = [...pieces].sort((p, q) => q.y - p.y || p.x - q.x);
  const lines = [];
  for (const piece of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.y - piece.y) <= Math.max(2, piece.h / 3)) line.pieces.push(piece);
    else lines.push({ y: piece.y, pieces: [piece] });
  }
  for (const line of lines) line.pieces.sort((p, q) => p.x - q.x);
  return lines;
}

/** A line's cells: pieces closer than ~1.5 font sizes belong together (words), wider gaps split. */
function cellsOf(line) {
  const cells = [];
  for (const piece of line.pieces) {
    const cell = cells[cells.length - 1];
    const gap = cell ? piece.x - cell.end : Infinity;
    if (cell && gap < Math.max(6, piece.h * 1.5)) {
      cell.text += gap > piece.h * 0.15 && !cell.text.endsWith(" ") && !piece.str.startsWith(" ") ? ` ${piece.str}` : piece.str;
      cell.end = Math.max(cell.end, piece.x + piece.w);
    } else {
      cells.push({ text: piece.str, x: piece.x, end: piece.x + piece.w });
    }
  }
  return cells.map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, " ").trim() })).filter((cell) => cell.text !== "");
}

/**
 * The x of a column gutter, or null: the start most often shared by second cells (10-unit buckets,
 * at least 3 lines), provided that below the first such line no cell crosses it and each side has
 * lines of its own. A one-column resume with right-aligned dates shares second-cell starts too.
 */
function gutterOf(rows) {
  const counts = new Map();
  for (const row of rows) {
    for (const cell of row.cells.slice(1)) {
      const bucket = Math.round(cell.x / 10);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
  }
  let best = null;
  for (const [bucket, count] of counts) if (count >= 3 && (!best || count > best.count)) best = { bucket, count };
  if (!best) return null;
  const starts = rows.flatMap((row) => row.cells.slice(1).filter((c) => Math.round(c.x / 10) === best.bucket).map((c) => c.x));
  const gutter = Math.min(...starts) - 2;
  const firstSplit = rows.findIndex((row) => row.cells.slice(1).some((c) => Math.round(c.x / 10) === best.bucket));
  const below = rows.slice(firstSplit);
  const crossing = below.filter((row) => row.cells.some((c) => c.x < gutter && c.end > gutter + 4)).length;
  // Columns run independently: some lines hold text on one side only. Dates aligned at the right of
  // a one-column resume always sit beside their entry, so they never make a column of their own.
  const rightOnly = below.filter((row) => row.cells.every((c) => c.x >= gutter)).length;
  const leftOnly = below.filter((row) => row.cells.every((c) => c.end <= gutter + 4)).length;
  return crossing === 0 && rightOnly > 0 && leftOnly > 0 ? { x: gutter, firstSplit } : null;
}

/** One page's text: header lines, then the left column, "\f", the right column (or just the lines). */
export function pageText(items) {
  const rows = linesOf(piecesOf(items)).map((line) => ({ cells: cellsOf(line) })).filter((row) => row.cells.length > 0);
  const join = (cells) => cells.map((c) => c.text).join("\t");
  const gutter = gutterOf(rows);
  if (!gutter) return rows.map((row) => join(row.cells)).join("\n");
  const header = [];
  const left = [];
  const right = [];
  rows.forEach((row, index) => {
    const crosses = row.cells.some((c) => c.x < gutter.x && c.end > gutter.x + 4);
    if (index < gutter.firstSplit && crosses) return header.push(join(row.cells));
    const l = row.cells.filter((c) => c.x < gutter.x);
    const r = row.cells.filter((c) => c.x >= gutter.x);
    if (l.length) left.push(join(l));
    if (r.length) right.push(join(r));
  });
  return [...header, "\f", ...left, "\f", ...right].join("\n");
}
