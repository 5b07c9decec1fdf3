import { z } from "zod";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/security/password";
import { revokeAllSessions } from "@/lib/accounts/service/sessions";
import { emailField, passwordField } from "@/lib/accounts/schemas/auth";
import { CONTROL_CHARACTERS_MESSAGE, SINGLE_LINE_PATTERN } from "@/lib/validations/common";

const adminSchema = z.object({
  email: emailField,
  password: passwordField,
  name: z
    .string()
    .trim()
    .min(1, "The name must not be empty")
    .max(100, "Please keep the name under 100 characters")
    .regex(SINGLE_LINE_PATTERN, CONTROL_CHARACTERS_MESSAGE)
    .default("Administrator"),
});

export type AdminAccountResult = { ok: true; created: boolean; email: string; id: string } | { ok: false; errors: string[] };

/**
 * Admins exist only through the command line (decisions.md section 3): creates one, or resets
 * the password (and the name, when given) of an existing one. A reset ends every session of that
 * admin (decisions/0011): whoever held the old password is logged out too.
 */
export async function createOrResetAdmin(input: { email: string; password: string; name?: string }): Promise<AdminAccountResult> {
  const parsed = adminSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((issue) => `${String(issue.path[0] ?? "input")}: ${issue.message}`) };
  }
  const { email, password, name } = parsed.data;
  const passwordHash = await hashPassword(password);
  const existing = await db.user.findUnique({ where: { email_role: { email, role: "Admin" } }, select: { id: true } });
  if (existing) {
    await db.user.update({
      where: { id: existing.id },
      data: { passwordHash, ...(input.name !== undefined ? { name } : {}) },
    });
    await revokeAllSessions(existing.id);
    return { ok: true, created: false, email, id: existing.id };
  }
  const user = await db.user.create({ data: { email, role: "Admin", name, passwordHash }, select: { id: true } });
  return { ok: true, created: true, email, id: user.id };
}
