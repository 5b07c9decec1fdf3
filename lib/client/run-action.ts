import type { Result } from "@/lib/api/result";
import { toastError, toastSuccess } from "@/lib/client/toast";

export type ActionSuccess<T> = Extract<Result<T>, { ok: true }>;
export type ActionFailure = Extract<Result<unknown>, { ok: false }>;

/** How a page reports one server action's answer: the toasts, and what else happens after it. */
export type ActionReport<T> = {
  /**
   * The success toast when the action has no message of its own. The action's `message` leads:
   * defineAction carries the spec's words, so the page and the API say the same thing.
   */
  successToast: string | ((data: T) => string);
  /** The error toast when the call itself fails (offline, a crash), and for a refusal without a message. */
  errorToast: string;
  /**
   * A refusal's toast. By default the server's message, which names the reason (wait 20 seconds, wrong
   * password); "fixed" keeps `errorToast` (the spec's words); a function decides by code, and null
   * means no toast (the form says it next to its fields).
   */
  refusalToast?: "fixed" | ((failure: ActionFailure) => string | null);
  onSuccess?: (data: T) => void;
  onFailure?: (failure: ActionFailure) => void;
};

function refusalMessage(failure: ActionFailure, report: ActionReport<unknown>): string | null {
  if (report.refusalToast === "fixed") return report.errorToast;
  if (report.refusalToast) return report.refusalToast(failure);
  return failure.message || report.errorToast;
}

/**
 * Calls a server action and reports its answer. Never throws: a call that fails outright is logged
 * and toasted, since a page has nothing better to do with it than to let the user try again.
 */
export async function runAction<T>(call: () => Promise<Result<T>>, report: ActionReport<T>): Promise<void> {
  try {
    const result = await call();
    if (result.ok) {
      const { successToast } = report;
      toastSuccess(result.message ?? (typeof successToast === "string" ? successToast : successToast(result.data)));
      report.onSuccess?.(result.data);
      return;
    }
    report.onFailure?.(result);
    const message = refusalMessage(result, report as ActionReport<unknown>);
    if (message !== null) toastError(message);
  } catch (error) {
    console.error(error);
    toastError(report.errorToast);
  }
}
