"use server";

import { headers } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import type { EmployerProfile } from "@/lib/employers/contract";
import type { SessionUser } from "@/lib/auth/types";
import { clientIp } from "@/lib/security/client-ip";
import { confirmEmployerEmail, updateEmployerProfile } from "@/lib/employers/service/profile";
import { confirmEmailSchema, employerProfileSchema } from "@/lib/employers/schemas";

// The header shows the account's name and e-mail: the page refreshes its session copy from `user`.
const withSessionUser = (user: SessionUser, profile: EmployerProfile) => ({
  profile,
  user: { ...user, name: profile.orgName, email: profile.email },
});

/** The company profile form of /employer/profile. */
export const updateEmployerProfileAction = defineAction(
  { access: "Employer", input: employerProfileSchema, message: "Profile updated successfully" },
  async (input, user) => withSessionUser(user, await updateEmployerProfile(user, input, { ip: clientIp(await headers()) })),
);

/** The code dialog of /employer/profile: applies the pending login e-mail. */
export const confirmEmployerEmailAction = defineAction(
  { access: "Employer", input: confirmEmailSchema, message: "Email updated successfully" },
  async (input, user) => withSessionUser(user, await confirmEmployerEmail(user, input)),
);
