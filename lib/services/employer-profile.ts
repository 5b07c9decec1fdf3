// The employer's company profile: read and update (spec section 2 'Employer company profile').
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { EmployerProfile, EmployerProfileData } from "@/lib/validations/employer-profile";

export const EMAIL_TAKEN_MESSAGE = "An employer account with this email already exists";

const profileSelect = {
  orgName: true,
  city: true,
  state: true,
  website: true,
  about: true,
  status: true,
  user: { select: { email: true, mobile: true } },
} as const;

type ProfileRow = {
  orgName: string;
  city: string;
  state: string;
  website: string | null;
  about: string;
  status: EmployerProfile["status"];
  user: { email: string; mobile: string | null };
};

function toProfile(row: ProfileRow): EmployerProfile {
  return {
    orgName: row.orgName,
    city: row.city,
    state: row.state,
    mobile: row.user.mobile ?? "",
    email: row.user.email,
    website: row.website ?? "",
    about: row.about,
    status: row.status,
  };
}

/** The logged-in employer's profile; 404 if the account has no company profile. */
export async function getEmployerProfile(user: SessionUser): Promise<EmployerProfile> {
  const row = await db.employer.findUnique({ where: { userId: user.id }, select: profileSelect });
  if (!row) throw notFound("Employer profile not found.");
  return toProfile(row);
}

/** Just the moderation status, for the post-a-job page. */
export async function getEmployerStatus(user: SessionUser): Promise<EmployerProfile["status"]> {
  const row = await db.employer.findUnique({ where: { userId: user.id }, select: { status: true } });
  if (!row) throw notFound("Employer profile not found.");
  return row.status;
}

/**
 * Updates the company profile and the account's e-mail and mobile in one transaction. The e-mail is
 * the login e-mail, so it must stay unique among Employer accounts (409). An approved or pending
 * company keeps its status; a rejected one goes back to the admins' queue (pending), since signing up
 * again with the same e-mail is not possible (docs/decisions/0006).
 */
export async function updateEmployerProfile(user: SessionUser, data: EmployerProfileData): Promise<EmployerProfile> {
  try {
    return await db.$transaction(async (tx) => {
      const existing = await tx.employer.findUnique({ where: { userId: user.id }, select: { id: true, status: true } });
      if (!existing) throw notFound("Employer profile not found.");
      const clash = await tx.user.findFirst({
        where: { email: data.email, role: "Employer", NOT: { id: user.id } },
        select: { id: true },
      });
      if (clash) throw conflict(EMAIL_TAKEN_MESSAGE);
      // The header shows the account name, which for employers is the organisation's name.
      await tx.user.update({ where: { id: user.id }, data: { email: data.email, mobile: data.mobile, name: data.orgName } });
      const row = await tx.employer.update({
        where: { id: existing.id },
        data: {
          orgName: data.orgName,
          city: data.city,
          state: data.state,
          website: data.website,
          about: data.about,
          ...(existing.status === "rejected" ? { status: "pending" as const } : {}),
        },
        select: profileSelect,
      });
      return toProfile(row);
    });
  } catch (error) {
    // Two saves racing for the same e-mail: the unique index decides, with the same message.
    if (error && typeof error === "object" && (error as { code?: unknown }).code === "P2002") throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
