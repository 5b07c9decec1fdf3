// The layout's boundaries are the linter's (eslint.config.mjs, decision 0026): `npm run lint` must fail
// on each kind of import the rule book forbids, and pass the kinds it allows. Each case lints a file
// that does not exist at a real path, so the rule sees it where such a file would live.
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("import boundaries", () => {
  it.each([
    ["a capability's components import another capability's components", "components/alerts/probe.tsx", 'import { JobCard } from "@/components/job-search/job-card";\nexport const x = JobCard;\n'],
    ["capability code imports components", "lib/alerts/probe.ts", 'import { JobCard } from "@/components/job-search/job-card";\nexport const x = JobCard;\n'],
    ["the kernel imports a capability", "lib/db/probe.ts", 'import { alertsDailyTask } from "@/lib/alerts/tasks/daily";\nexport const x = alertsDailyTask;\n'],
    ["the kernel imports a registry", "lib/queue/probe.ts", 'import { TASKS } from "@/lib/registry/tasks";\nexport const x = TASKS;\n'],
    ["shared UI imports a capability", "components/ui/probe.tsx", 'import { OTP_REQUIRED } from "@/lib/accounts/schemas/auth";\nexport const x = OTP_REQUIRED;\n'],
    ["components import a service's code", "components/saved-jobs/probe.tsx", 'import { SAVED_MESSAGE } from "@/lib/saved-jobs/service";\nexport const x = SAVED_MESSAGE;\n'],
    ["components import a loader's code", "components/alerts/probe.tsx", 'import { loadMyAlerts } from "@/lib/alerts/loaders";\nexport const x = loadMyAlerts;\n'],
    ["components import an entity's loader in a role folder", "components/campus/probe.tsx", 'import { loadDriveOffers } from "@/lib/campus/loaders/offers";\nexport const x = loadDriveOffers;\n'],
  ])("refuses: %s", async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["components use their own components, shared UI, another capability's actions and rules", "components/saved-jobs/probe.tsx", 'import { Field } from "@/components/ui/field";\nimport { y } from "@/components/saved-jobs/other";\nimport { saveJobAction } from "@/lib/saved-jobs/actions";\nimport { describeAlertQuery } from "@/lib/alerts/rules/describe";\nexport const x = [Field, y, saveJobAction, describeAlertQuery];\n'],
    ["components take only the types of server-only files", "components/job-search/probe.tsx", 'import type { JobBrowserData } from "@/lib/job-search/loaders";\nexport type X = JobBrowserData;\n'],
    ["a capability uses another's service and the kernel", "lib/privacy/probe.ts", 'import { db } from "@/lib/db";\nimport { deleteStoredBytes } from "@/lib/candidate-profile/service/files";\nexport const x = [db, deleteStoredBytes];\n'],
    ["the registry lists capabilities", "lib/registry/probe.ts", 'import { alertsDailyTask } from "@/lib/alerts/tasks/daily";\nexport const x = alertsDailyTask;\n'],
    ["pages compose anything", "app/probe/page.tsx", 'import { JobCard } from "@/components/job-search/job-card";\nimport { loadMyAlerts } from "@/lib/alerts/loaders";\nexport const x = [JobCard, loadMyAlerts];\n'],
  ])("allows: %s", async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
