import { db } from "@/lib/db";
import { ApiError, tooManyRequests } from "@/lib/api/errors";
import { hit, release } from "@/lib/security/rate-limit";
import { timingDummyHash, verifyPassword } from "@/lib/security/password";
import type { Role, SessionUser } from "@/lib/auth/types";

const FAILURE_MESSAGE = "Invalid email or password";
const THROTTLE_MESSAGE = "Too many failed login attempts. Please try again later.";
const PER_IP_WINDOW = 15 * 60_000;
const PER_ACCOUNT_WINDOW = 60 * 60_000;

/**
 * Checks a login (decisions.md section 3): 10 failures per (email, role, IP) per 15 minutes and
 * 100 per account per hour, then 429. Unknown accounts run a real verify so timing matches.
 * Every attempt is counted before the password is checked and a success gives its count back, so a
 * burst of simultaneous guesses cannot all slip under a limit read before any of them failed.
 */
export async function authenticate(input: { email: string; password: string; role: Role; ip: string }): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase();
  const ipKey = `login:${input.role}:${email}:${input.ip}`;
  const accountKey = `login-account:${input.role}:${email}`;

  const now = new Date();
  const [ipState, accountState] = await Promise.all([
    hit({ key: ipKey, limit: 10, windowMs: PER_IP_WINDOW, now }),
    hit({ key: accountKey, limit: 100, windowMs: PER_ACCOUNT_WINDOW, now }),
  ]);
  if (!ipState.ok || !accountState.ok) {
    throw tooManyRequests(THROTTLE_MESSAGE, Math.max(ipState.retryAfterSeconds, accountState.retryAfterSeconds));
  }

  const user = await db.user.findUnique({
    where: { email_role: { email, role: input.role } },
    select: { id: true, name: true, email: true, role: true, passwordHash: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!user || !valid) throw new ApiError(401, FAILURE_MESSAGE);
  await Promise.all([
    release({ key: ipKey, windowMs: PER_IP_WINDOW, now }),
    release({ key: accountKey, windowMs: PER_ACCOUNT_WINDOW, now }),
  ]);
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}
