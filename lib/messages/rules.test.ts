import { describe, expect, it } from "vitest";
import { isLink, newMessageAnnouncement, splitLinks, type MessagePart } from "@/lib/messages/rules";

// Links in a message: only http(s) and www. addresses, trimmed of the sentence around them; the parts
// always join back to the message, so nothing the writer typed is lost or added.
function joined(parts: MessagePart[]): string {
  return parts.map((part) => part.text).join("");
}

function links(text: string): string[] {
  return splitLinks(text)
    .filter(isLink)
    .map((part) => part.href);
}

describe("splitLinks", () => {
  it("plain text is one text part; empty text is no part", () => {
    expect(splitLinks("Hello\nthere")).toEqual([{ text: "Hello\nthere" }]);
    expect(splitLinks("")).toEqual([]);
  });

  it("finds http, https and www. addresses among the text, in order", () => {
    const text = "See https://acme.example/jobs?id=1#top and http://foo.example, or www.bar.example/about.";
    expect(splitLinks(text)).toEqual([
      { text: "See " },
      { href: "https://acme.example/jobs?id=1#top", text: "https://acme.example/jobs?id=1#top" },
      { text: " and " },
      { href: "http://foo.example/", text: "http://foo.example" },
      { text: ", or " },
      { href: "https://www.bar.example/about", text: "www.bar.example/about" },
      { text: "." },
    ]);
  });

  it("a link may start and end the message, and sit on its own line", () => {
    expect(splitLinks("https://a.example\nhttps://b.example")).toEqual([
      { href: "https://a.example/", text: "https://a.example" },
      { text: "\n" },
      { href: "https://b.example/", text: "https://b.example" },
    ]);
  });

  it("trims sentence punctuation and an unopened closing bracket, keeps a bracket the address opened", () => {
    expect(links("(see https://a.example/x).")).toEqual(["https://a.example/x"]);
    expect(links("Wiki: https://en.example/wiki/Foo_(bar)!")).toEqual(["https://en.example/wiki/Foo_(bar)"]);
    expect(links('"https://a.example/q?x=1",')).toEqual(["https://a.example/q?x=1"]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://files.example/x",
    "mailto:a@b.example",
  ])("never links another scheme: %s", (text) => {
    expect(splitLinks(text)).toEqual([{ text }]);
  });

  it("a javascript: prefix glued to an address does not make it a link", () => {
    expect(links("javascript:https://a.example")).toEqual([]);
    expect(links("javascript://www.a.example/%0aalert(1)")).toEqual([]);
  });

  it("not an address: no host, no dot, glued to a word or an e-mail address", () => {
    expect(links("https:// nothing")).toEqual([]);
    expect(links("http://localhost:3000")).toEqual([]);
    expect(links("www. and www.")).toEqual([]);
    expect(links("xhttps://a.example")).toEqual([]);
    expect(links("write to hr@www.acme.example")).toEqual([]);
    expect(links("foo.www.acme.example")).toEqual([]);
  });

  it("HTML stays text: the parts only ever carry the writer's characters", () => {
    const text = '<b>x</b> <a href="javascript:alert(1)">click</a> <img src=x onerror=alert(1)>';
    expect(splitLinks(text)).toEqual([{ text }]);
  });

  it("an address is cut before a quote or an angle bracket", () => {
    const text = 'https://a.example/"onmouseover="alert(1) and <https://b.example>';
    expect(links(text)).toEqual(["https://a.example/", "https://b.example/"]);
    expect(joined(splitLinks(text))).toBe(text);
  });

  it("the parts join back to the message", () => {
    for (const text of ["a www.b.example c", "((https://x.example/a_(b)))...", "Tab\thttps://t.example\r\nend", "ünïcode https://ä.example/ö"]) {
      expect(joined(splitLinks(text))).toBe(text);
    }
  });

  it("an international host name is linked by its ASCII address, shown as typed", () => {
    expect(splitLinks("https://bücher.example")).toEqual([{ href: "https://xn--bcher-kva.example/", text: "https://bücher.example" }]);
  });
});

describe("newMessageAnnouncement", () => {
  it("says who wrote and how the message begins, on one line", () => {
    expect(newMessageAnnouncement({ author: "Priya", body: "Hello\n\nAre you free?" })).toBe("New message from Priya: Hello Are you free?");
    const long = newMessageAnnouncement({ author: "Priya", body: "x".repeat(500) });
    expect(long).toBe(`New message from Priya: ${"x".repeat(140)}…`);
  });
});
