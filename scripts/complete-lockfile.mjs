// The npm registry reachable here serves only some platforms' prebuilt binaries, so `npm install`
// leaves other platforms' optional packages (darwin, win32, …) out of package-lock.json, and
// `npm ci` then refuses the lock as "out of sync". This adds the missing entries with their os/cpu,
// exactly as a full registry would write them; npm skips them on this platform without fetching.
// Run after `npm install <pkg>`: node scripts/complete-lockfile.mjs
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json";

function missingPackages() {
  try {
    execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], { stdio: "pipe" });
    return [];
  } catch (error) {
    const out = `${error.stdout ?? ""}${error.stderr ?? ""}`;
    return [...out.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((m) => m[1]);
  }
}

const OS = ["android", "darwin", "freebsd", "win32", "openharmony", "linux", "netbsd", "openbsd", "sunos", "aix"];
const CPU = ["arm64", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "arm", "wasm32", "mips64el"];
const has = (name, token) => new RegExp(`(^|-)${token}(-|$)`).test(name);

const missing = missingPackages();
if (missing.length === 0) {
  console.log("package-lock.json is complete.");
  process.exit(0);
}
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
for (const name of missing) {
  const parentKey = Object.keys(lock.packages).find((key) => lock.packages[key].optionalDependencies?.[name]);
  if (!parentKey) throw new Error(`No package declares ${name} as optional; not a platform binary, fix by hand.`);
  const parent = lock.packages[parentKey];
  const short = name.split("/").pop();
  const entry = { version: parent.optionalDependencies[name], optional: true };
  if (parent.dev) entry.dev = true;
  const cpu = CPU.find((token) => has(short, token));
  const os = OS.find((token) => has(short, token));
  if (!cpu) throw new Error(`Cannot tell the cpu of ${name}`);
  if (cpu !== "wasm32") {
    if (!os) throw new Error(`Cannot tell the os of ${name}`);
    entry.os = [os];
    if (os === "linux") entry.libc = [short.includes("musl") ? "musl" : "glibc"];
  }
  entry.cpu = [cpu];
  const base = parentKey.slice(0, parentKey.lastIndexOf("node_modules/"));
  // npm writes the version first and the other keys in alphabetical order; match it, so a later
  // `npm install` does not reorder every entry.
  const { version, ...rest } = entry;
  lock.packages[`${base}node_modules/${name}`] = { version, ...Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))) };
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${missing.length} platform entries to package-lock.json.`);
