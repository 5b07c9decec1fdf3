// @/lib/auth for route tests that log in: Auth.js's signIn is replaced by one that runs the same
// `authenticate` its Credentials provider runs (cookies need a Next request scope; the e2e suite covers
// the real cookie). A failed login throws LoginFailed as the real signIn does.
//   const signIns = vi.hoisted(() => [] as Record<string, unknown>[]); // optional: what signIn was given
//   vi.mock("@/lib/auth", async () => (await import("@/tests/helpers/mock-auth")).mockAuth(signIns));
import type { Role } from "@/lib/generated/prisma/enums";

type SignInOptions = { accountType: string; email: string; password: string };

export async function mockAuth(signIns?: Record<string, unknown>[]) {
  const { ApiError } = await import("@/lib/api/errors");
  const { authenticate } = await import("@/lib/auth/credentials");
  class LoginFailed extends Error {
    constructor(
      readonly message: string,
      readonly status: number,
      readonly headers?: Record<string, string>,
    ) {
      super(message);
    }
  }
  return {
    LoginFailed,
    auth: async () => null,
    signOut: async () => undefined,
    signIn: async (_provider: string, options: SignInOptions) => {
      signIns?.push(options);
      try {
        await authenticate({ email: options.email, password: options.password, role: options.accountType as Role, ip: "9.9.9.9" });
      } catch (error) {
        if (error instanceof ApiError) throw new LoginFailed(error.message, error.status, error.headers);
        throw error;
      }
      return "/";
    },
  };
}
