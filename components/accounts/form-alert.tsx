import type { ReactNode } from "react";

/** Why the account form's last submit failed, announced at once (role="alert") above its fields. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}
