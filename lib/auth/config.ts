import type { NextAuthConfig } from "next-auth";
import type { Role } from "@/lib/auth/types";

// The part of the Auth.js config the proxy needs: no database, no password hashing.
export const authConfig = {
  pages: { signIn: "/login" },
  session: { strategy: "jwt", maxAge: 7 * 24 * 60 * 60 },
  trustHost: true,
  providers: [],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.id = user.id as string;
        token.role = (user as { role: Role }).role;
        // The Session row authorize() created: getCurrentUser checks it on every request.
        token.sid = user.sid;
      }
      return token;
    },
    session({ session, token }) {
      if (token.id && session.user) {
        session.user.id = token.id as string;
        (session.user as { role?: Role }).role = token.role as Role;
        session.sid = token.sid;
      }
      return session;
    },
  },
  logger: {
    // Failed logins are expected traffic; Auth.js would log each as an error with a stack.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") return;
      console.error(`[auth] ${error.name}: ${error.message}`);
    },
    warn() {},
    debug() {},
  },
} satisfies NextAuthConfig;
