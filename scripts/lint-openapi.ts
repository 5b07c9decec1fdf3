// npm run lint:openapi: lints the OpenAPI document of /api/v1 with Redocly CLI's recommended rules.
// The document is built exactly as GET /api/v1/openapi.json serves it (same builder, same operation
// list; no server), written to a temporary file and linted there. Exits non-zero on any error;
// warnings are printed but pass. Offline: Redocly's telemetry and update check are turned off, and
// without a redocly.yaml it reads nothing but the file (decision 0027).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { operations } from "@/lib/registry/operations";

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve("@redocly/cli/package.json")), "bin/cli.js");

const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
try {
  const file = path.join(dir, "openapi.json");
  writeFileSync(file, JSON.stringify(buildOpenApiDocument(operations), null, 2));
  const result = spawnSync(process.execPath, [cli, "lint", file, "--extends=recommended", "--format=stylish", "--max-problems=1000"], {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", DO_NOT_TRACK: "1" },
  });
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
