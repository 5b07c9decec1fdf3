// The one fold of skill text (look-up ignores case and spacing) and the slug ids of the catalogue.
import { describe, expect, it } from "vitest";
import { skillIdOf, skillKey } from "@/lib/skills/rules/keys";

describe("skillKey", () => {
  it("ignores case, spaces, dots, dashes, underscores and slashes", () => {
    for (const text of ["Node.js", "node js", "NodeJS", " NODE-JS ", "node_js", "node/js", "node\tjs"]) expect(skillKey(text)).toBe("nodejs");
    expect(skillKey("CI/CD")).toBe("cicd");
    expect(skillKey("K8s")).toBe("k8s");
  });

  it("keeps + and # so C, C++ and C# stay apart", () => {
    expect(skillKey("C++")).toBe("c++");
    expect(skillKey("c #")).toBe("c#");
    expect(skillKey("C")).toBe("c");
    expect(new Set([skillKey("C"), skillKey("C++"), skillKey("C#"), skillKey("F#")]).size).toBe(4);
  });

  it("folds accents and full-width letters", () => {
    expect(skillKey("Café")).toBe("cafe");
    expect(skillKey("ＪＳ")).toBe("js");
  });

  it("keeps other punctuation", () => {
    expect(skillKey("R&D")).toBe("r&d");
  });
});

describe("skillIdOf", () => {
  it("makes lower-case slugs joined by single dashes", () => {
    expect(skillIdOf("JavaScript")).toBe("javascript");
    expect(skillIdOf("Node.js")).toBe("node-js");
    expect(skillIdOf("Microsoft Excel")).toBe("microsoft-excel");
    expect(skillIdOf("GST Compliance & Returns")).toBe("gst-compliance-returns");
  });

  it("keeps + and #, and trims dashes at either end", () => {
    expect(skillIdOf("C++")).toBe("c++");
    expect(skillIdOf("C#")).toBe("c#");
    expect(skillIdOf(".NET")).toBe("net");
    expect(skillIdOf("  (Tally) ")).toBe("tally");
  });
});
