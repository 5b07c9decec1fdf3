import { Role as RoleEnum, type Role } from "@/lib/generated/prisma/enums";

export type { Role };

/** What the browser may know about the logged-in account. Never holds secrets. */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
};

/** Every role, from the Prisma enum: the access of calls any logged-in user may make. */
export const ROLES: readonly Role[] = Object.values(RoleEnum);
