import { describe, expect, it } from "vitest";
import { bulkSummary } from "@/lib/moderation/rules";

const result = (outcomes: string[]) => ({
  decided: outcomes.filter((o) => o === "decided").length,
  results: outcomes.map((outcome, i) => ({ id: `i${i}`, outcome: outcome as "decided", status: null })),
});

describe("bulkSummary", () => {
  it("counts each outcome in words", () => {
    expect(bulkSummary("job", result(["decided", "decided"]))).toBe("2 jobs approved.");
    expect(bulkSummary("request", result(["decided"]))).toBe("1 request accepted.");
    expect(bulkSummary("employer", result(["alreadyDecided", "alreadyDecided", "notFound", "failed"]))).toBe(
      "0 employers approved. 2 were already decided. 1 no longer exists. 1 could not be saved; please try it again.",
    );
    expect(bulkSummary("job", result(["decided", "flagged", "flagged"]))).toBe("1 job approved. 2 flagged items were left pending: decide each on its own.");
  });
});
