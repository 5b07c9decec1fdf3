"use client";

import { loadOnce, useLazyModule } from "@/lib/client/lazy-module";
import { useSessionUser } from "@/lib/client/session-store";

// The block's code (the match summary, the api client, lucide's icons) loads only for a candidate:
// every other visitor of the home page would download it to show nothing.
const loadBlock = loadOnce(() => import("@/components/matching/home-recommended-jobs"));

/**
 * "Recommended for you" on the home page: a signed-in candidate's best few recommended jobs. The home
 * page is prerendered for everyone (decision 0003), so this asks in the browser, and only once the
 * session store knows the visitor is a candidate: a visitor (no sign-in hint cookie) costs no request
 * and sees nothing, as do other roles and a candidate with no recommendation.
 */
export function HomeRecommendations() {
  const user = useSessionUser();
  const candidateId = user?.role === "Candidate" ? user.id : null;
  const block = useLazyModule(loadBlock, candidateId !== null);
  return candidateId && block ? <block.HomeRecommendedJobs candidateId={candidateId} /> : null;
}
