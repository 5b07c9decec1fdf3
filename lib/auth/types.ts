import type { Role } from "@/lib/generated/prisma/enums";

export type { Role };

/** What the browser may know about the logged-in account. Never holds secrets. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
};

export const ROLES = ["Candidate", "Employer", "University", "Admin"] as const satisfies readonly Role[];

/** The URL segment of each role's area: /candidate, /employer, /university, /admin. */
export function roleSegment(role: Role): string {
  return role.toLowerCase();
}
