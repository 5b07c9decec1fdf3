// lib/auth/guards for API tests: the "logged-in user" is whatever a test puts in `session.user`.
//   vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
//   const { session } = await import("@/tests/helpers/mock-guards");
import type { SessionUser } from "@/lib/auth/types";

export const session = { user: null as SessionUser | null };

export async function mockGuards() {
  const { forbidden, unauthorized } = await import("@/lib/api/errors");
  return {
    getCurrentUser: async () => session.user,
    requireRole: async () => session.user,
    requireActionRole: async (...roles: string[]) => {
      if (!session.user) throw unauthorized();
      if (roles.length && !roles.includes(session.user.role)) throw forbidden();
      return session.user;
    },
  };
}
