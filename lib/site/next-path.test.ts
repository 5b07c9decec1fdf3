import { describe, expect, it } from "vitest";
import { safeNextPath, withNext } from "@/lib/site/next-path";

describe("safeNextPath (no open redirect)", () => {
  // An encoded line break is a harmless path on this site (it never becomes a header).
  it.each(["/jobs/abc", "/candidate/profile?step=2", "/jobs?search=a%20b#top", "/%0d%0a"])("follows the same-site path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "jobs/abc",
    "",
    "/jobs\r\nSet-Cookie: x=1",
    "/" + "a".repeat(600),
    null,
    42,
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it("adds next to a path only when it is safe", () => {
    expect(withNext("/login", "/jobs/1")).toBe("/login?next=%2Fjobs%2F1");
    expect(withNext("/login?email=a%40b.c", "/jobs/1")).toBe("/login?email=a%40b.c&next=%2Fjobs%2F1");
    expect(withNext("/login", "https://evil.example")).toBe("/login");
  });
});
