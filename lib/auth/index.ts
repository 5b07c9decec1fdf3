import NextAuth, { CredentialsSignin } from "next-auth";
import { Role } from "@/lib/generated/prisma/enums";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { authConfig } from "@/lib/auth/config";
import { authenticate, LOGIN_FAILED } from "@/lib/auth/credentials";
import { getAuthSecret } from "@/lib/auth/secret";
import { createSessionRow } from "@/lib/auth/session-rows";
import { ApiError, type ErrorCode } from "@/lib/api/errors";
import { clientIp } from "@/lib/security/client-ip";

/**
 * Carries the credential check's message, status and Retry-After out of authorize() (Auth.js
 * rethrows AuthErrors as-is); lib/accounts/service/session-login.ts turns it back into an ApiError.
 */
export class LoginFailed extends CredentialsSignin {
  constructor(
    readonly message: string,
    readonly status: number,
    readonly headers?: Record<string, string>,
    /** The ApiError's code (e.g. DELETION_PENDING), which `code` (Auth.js's own field) cannot carry. */
    readonly apiCode?: ErrorCode,
  ) {
    super(message);
    this.code = status === 429 ? "throttled" : "invalid";
  }
}

const credentialsSchema = z.object({
  accountType: z.enum(Role),
  email: z.string().trim().min(1),
  password: z.string().min(1),
});

export const { auth, handlers, signIn, signOut } = NextAuth({
  ...authConfig,
  secret: getAuthSecret(),
  providers: [
    Credentials({
      credentials: { accountType: {}, email: {}, password: {} },
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) throw new LoginFailed(LOGIN_FAILED, 401);
        try {
          const user = await authenticate({
            email: parsed.data.email,
            password: parsed.data.password,
            role: parsed.data.accountType,
            ip: clientIp(request.headers),
          });
          // Each login is its own server-side session; its id goes into the JWT (config.ts).
          return { ...user, sid: await createSessionRow(user.id) };
        } catch (error) {
          if (error instanceof ApiError) throw new LoginFailed(error.message, error.status, error.headers, error.code);
          throw error;
        }
      },
    }),
  ],
});
