import type { Role } from "@/lib/generated/prisma/enums";

declare module "next-auth" {
  interface User {
    role?: Role;
    /** The Session row created at login (lib/auth/session-rows.ts). */
    sid?: string;
  }
  interface Session {
    user: { id: string; name: string; email: string; role: Role };
    /** Server-side only: the Auth.js HTTP handlers are not mounted, so no browser reads it. */
    sid?: string;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    id?: string;
    role?: Role;
    sid?: string;
  }
}
