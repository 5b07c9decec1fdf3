// Browser-safe words and rules of offers and the joining tracker (decisions.md section 18).
import type { TransitionTable } from "@/lib/transitions/table";

/** Where a student sees their drives, and their offers. */
export const STUDENT_DRIVES_PATH = "/candidate/drives";
export const MY_OFFERS_PATH = "/candidate/offers";
/** What a student whose offer was revoked is pointed to: the jobs matching their skills, and training. */
export const RECOMMENDED_JOBS_PATH = "/candidate/findjobs?view=recommended";
export const TRAINING_PATH = "/training";

/** A drive's page for whoever is told about its offers. */
export const companyDrivePath = (driveId: string, admin = false) => `${admin ? "/admin" : "/employer"}/drives/${driveId}`;
export const universityDrivePath = (driveId: string) => `/university/drives/${driveId}`;

export const JOINING_STATUSES = ["joined", "deferred", "revoked"] as const;
export type JoiningStatusName = (typeof JOINING_STATUSES)[number];

/**
 * The joining tracker of an accepted offer: not recorded yet ("none") or deferred, it may become
 * joined, deferred (again, with a new date) or revoked; joined and revoked are final.
 */
export const JOINING_TRANSITIONS: TransitionTable<JoiningStatusName | "none"> = {
  none: ["joined", "deferred", "revoked"],
  deferred: ["joined", "deferred", "revoked"],
  joined: [],
  revoked: [],
};

/** How many recommended jobs and training batches the revoked-offer panel shows. */
export const AFTER_REVOKE_ITEMS = 3;

export const OFFER_MADE_MESSAGE = "Offer sent to the student";
export const JOINING_SAVED_MESSAGE = "Joining status saved";
export const RESULT_SAVED_MESSAGE = "Result recorded";
export const OFFER_EXISTS_MESSAGE = "An offer for this student already exists.";
export const ONE_OFFER_LIMIT_MESSAGE = "You have already accepted an offer; your institute allows one.";
