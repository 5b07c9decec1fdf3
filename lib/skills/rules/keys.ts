// How skill text is compared and how a skill's id is made (decisions.md section 14, decision 0030).
// Browser-safe: the resume parser, the picker and the catalogue's migration all fold the same way.

/** Letters that differ only by width or accent fold together (NFKD, then the marks dropped). */
function plain(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/**
 * The look-up key of a name, an alias or typed text: lower case without spaces, dots, dashes,
 * underscores or slashes, so "Node.js", "node js" and "NodeJS" meet, while "+" and "#" stay
 * ("C++" and "C#" are not "C"). Other punctuation ("&", brackets) is kept: it rarely differs by typist.
 */
export function skillKey(text: string): string {
  return plain(text).replace(/[\s._\-/\\]+/g, "");
}

/**
 * The slug id of a catalogue name: lower case, every run of characters other than a-z, 0-9, "+" and
 * "#" becomes one "-", none at either end ("Node.js" -> "node-js", "C++" -> "c++", ".NET" -> "net").
 */
export function skillIdOf(name: string): string {
  return plain(name)
    .replace(/[^a-z0-9+#]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
