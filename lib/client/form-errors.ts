import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Shows the server's per-field messages (an action's `errors`) under the form's own fields. Keys the
 * form does not have (e.g. "_" for the whole input) are left to the caller's toast.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string> | undefined,
  fields: Record<string, unknown>,
): void {
  for (const [field, message] of Object.entries(errors ?? {})) {
    if (field in fields) setError(field as Path<T>, { message });
  }
}
