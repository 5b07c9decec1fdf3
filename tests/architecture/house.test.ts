// The house's limits hold by themselves (docs/architecture.md, decision 0048): `npm run lint` refuses a
// file over 300 lines in app/, components/ and lib/, and every capability names its files by one
// scheme: a role is a file `<role>.ts` or a folder `<role>/` of entity files, never `<entity>-<role>.ts`.
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function maxLinesErrors(filePath: string, lineCount: number): Promise<string[]> {
  const code = Array.from({ length: lineCount }, (_, i) => `export const line${i} = ${i};`).join("\n") + "\n";
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "max-lines").map((m) => m.message);
}

describe("a file you can read in one sitting", () => {
  it.each(["lib/alerts/probe.ts", "components/alerts/probe.tsx", "app/probe/page.tsx"])("refuses 301 lines in %s", async (filePath) => {
    expect(await maxLinesErrors(filePath, 301)).toEqual(["File has too many lines (301). Maximum allowed is 300."]);
  });

  it("takes 300 lines, blank and comment lines counted", async () => {
    expect(await maxLinesErrors("lib/alerts/probe.ts", 300)).toEqual([]);
    const [result] = await eslint.lintText("// a comment\n\n".repeat(151), { filePath: "lib/alerts/probe.ts" });
    expect(result.messages.map((m) => m.ruleId)).toContain("max-lines");
  });
});

// The roles of a capability (the rule book's table). Anything else at a capability's top level is
// data (JSON) or a test beside a role file.
const ROLES = ["schemas", "contract", "rules", "actions", "service", "operations", "loaders", "mails", "tasks"];
// The kernel names no capability; the registries and the seed list them. Neither is a capability.
const NOT_CAPABILITIES = new Set([
  "actions", "api", "auth", "cache", "client", "db", "email", "env", "format", "generated", "locations", "log",
  "ops", "queue", "registry", "security", "seed", "site", "storage", "tasks", "transitions", "validations",
]);
// Folders of data with their loader, named for what they hold (the skill catalogue's JSON files).
const DATA_FOLDERS = new Set(["skills/catalogue"]);

const capabilities = readdirSync("lib").filter((name) => statSync(path.join("lib", name)).isDirectory() && !NOT_CAPABILITIES.has(name));

function misnamed(capability: string, lib = "lib"): string[] {
  const entries = readdirSync(path.join(lib, capability));
  const problems: string[] = [];
  for (const entry of entries) {
    const folder = statSync(path.join(lib, capability, entry)).isDirectory();
    if (folder) {
      if (!ROLES.includes(entry) && !DATA_FOLDERS.has(`${capability}/${entry}`)) problems.push(`${entry}/ is not a role`);
      if (entries.includes(`${entry}.ts`)) problems.push(`${entry}.ts beside ${entry}/`);
      continue;
    }
    const base = entry.replace(/\.test\.tsx?$/, "").replace(/\.tsx?$/, "");
    if (entry.endsWith(".json")) continue;
    if (!ROLES.includes(base)) problems.push(`${entry} is not a role file`);
  }
  return problems;
}

describe("one naming scheme inside every capability", () => {
  it("finds the capabilities", () => {
    expect(capabilities).toEqual(expect.arrayContaining(["academy", "campus", "desk", "teams"]));
  });

  it.each(capabilities)("%s: a role is a file or a folder of entity files", (capability) => {
    expect(misnamed(capability)).toEqual([]);
  });

  it("refuses an entity-prefixed role file, a role both file and folder, and a folder that is no role", () => {
    const lib = mkdtempSync(path.join(tmpdir(), "house-"));
    mkdirSync(path.join(lib, "probe", "service"), { recursive: true });
    mkdirSync(path.join(lib, "probe", "offers"));
    for (const file of ["operations.ts", "offer-operations.ts", "service.ts", "data.json", "rules.test.ts"]) writeFileSync(path.join(lib, "probe", file), "");
    expect(misnamed("probe", lib).sort()).toEqual(["offer-operations.ts is not a role file", "offers/ is not a role", "service.ts beside service/"]);
  });
});
