import type { ActionFailure } from "@/lib/client/run-action";

/** A refusal naming fields is said under them (GSTIN_STATE, a check digit); any other is toasted. */
export const fieldRefusal = (failure: ActionFailure): string | null => (failure.errors && Object.keys(failure.errors).length > 0 ? null : failure.message);
