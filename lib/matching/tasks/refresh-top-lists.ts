// refresh-top-lists (every minute): keeps the precomputed top lists of matching (docs/decisions/0039):
// recomputes the lists triggers marked dirty and spreads changed jobs and candidates into the other
// side's lists, in bounded batches for at most REFRESH_BUDGET_MS. A new job reaches candidates'
// recommendations within about a minute; until a list is fresh again, reads of it go live.
import { describeRefresh, refreshTopLists } from "@/lib/matching/service/top-lists/refresh";
import type { TaskDefinition } from "@/lib/tasks/types";

export const refreshTopListsTask: TaskDefinition = {
  name: "refresh-top-lists",
  cron: "* * * * *",
  description: "Recomputes matching's precomputed top lists marked dirty and spreads changed jobs and candidates into them (recommended jobs, matching candidates)",
  run: async ({ now }) => ({ summary: describeRefresh(await refreshTopLists({ now })) }),
};
