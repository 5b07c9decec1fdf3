import type { ReactNode } from "react";

/** Why a form's last submit failed (or why it cannot be shown), announced at once (role="alert") above its fields. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}

/** An error said in place, as an alert (a form's refusal that names no field, next to its button; a list that did not load); nothing without one. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
