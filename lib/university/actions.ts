"use server";

import { defineAction } from "@/lib/actions/define-action";
import { createUniversityRequest, updateUniversityProfile } from "@/lib/university/service";
import { universityProfileSchema, universityRequestSchema } from "@/lib/university/schemas";

// The institute profile form and the request form of /university.

/** Saves the profile; the session user comes back renamed, since the header shows the institute's name. */
export const updateUniversityProfileAction = defineAction(
  { access: "University", input: universityProfileSchema, message: "Profile updated successfully" },
  async (input, user) => {
    const profile = await updateUniversityProfile(user, input);
    return { profile, user: { ...user, name: profile.instituteName } };
  },
);

export const createUniversityRequestAction = defineAction(
  { access: "University", input: universityRequestSchema, message: "Request submitted successfully" },
  (input, user) => createUniversityRequest(user, input),
);
