import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { authConfig } from "@/lib/auth/config";
import { getAuthSecret } from "@/lib/auth/secret";
import { authenticate } from "@/lib/services/login";
import { ApiError } from "@/lib/api/errors";
import { clientIp } from "@/lib/security/client-ip";

/** Carries the service's message and status out of authorize() (Auth.js rethrows AuthErrors as-is). */
export class LoginFailed extends CredentialsSignin {
  constructor(
    readonly message: string,
    readonly status: number,
  ) {
    super(message);
    this.code = status === 429 ? "throttled" : "invalid";
  }
}

const credentialsSchema = z.object({
  accountType: z.enum(["Candidate", "Employer", "University", "Admin"]),
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
        if (!parsed.success) throw new LoginFailed("Invalid email or password", 401);
        try {
          return await authenticate({
            email: parsed.data.email,
            password: parsed.data.password,
            role: parsed.data.accountType,
            ip: clientIp(request.headers),
          });
        } catch (error) {
          if (error instanceof ApiError) throw new LoginFailed(error.message, error.status);
          throw error;
        }
      },
    }),
  ],
});
