// University requests as the API answers them, for component tests: an accepted training request
// (dates in 2099, no batch yet) and the sponsored batch an admin makes of one (decisions.md section 15).
import type { SponsoredBatchRef } from "@/components/ui/sponsored-batch-line";
import type { UniversityRequestJson } from "@/lib/university/contract";

export function sponsoredBatch(overrides: Partial<SponsoredBatchRef> = {}): SponsoredBatchRef {
  return { id: "b_9", title: "Robotics for Test Institute", programmeSlug: "robotics", startDate: "2099-01-12", endDate: "2099-01-22", cancelled: false, ...overrides };
}

export function universityRequest(overrides: Partial<UniversityRequestJson> = {}): UniversityRequestJson {
  return {
    id: "req_1",
    kind: "training",
    kindLabel: "Sponsored batch",
    programme: "Robotics",
    startDate: "2099-01-10",
    endDate: "2099-01-20",
    expectedStudents: 40,
    notes: null,
    status: "accepted",
    response: "We will run it.",
    batch: null,
    createdAt: "2026-11-20T06:00:00.000Z",
    updatedAt: "2026-11-21T06:00:00.000Z",
    ...overrides,
  };
}
