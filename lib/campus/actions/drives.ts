"use server";

import { defineAction } from "@/lib/actions/define-action";
import { respondActionSchema } from "@/lib/campus/schemas/drives";
import { createDriveSchema, driveParamsSchema } from "@/lib/campus/schemas/common";
import { registerForDrive } from "@/lib/campus/service/drive-register";
import { createDrive, respondToDrive } from "@/lib/campus/service/drives";

// The drive pages' forms and buttons: the same services as the drives calls (lib/campus/operations/drives.ts).

/** The new drive form of a company (/employer/drives/new) and of an admin (/admin/drives/new). */
export const createDriveAction = defineAction({ access: ["Admin", "Employer"], input: createDriveSchema, message: "Drive created. The universities have been invited." }, (input, user) =>
  createDrive(user, input),
);

/** The university's Accept / Decline (POST drives/{id}/respond). */
export const respondToDriveAction = defineAction({ access: "University", input: respondActionSchema }, ({ id, accept }, user) => respondToDrive(user, { id }, { accept }));

/** The student's Register button (POST drives/{id}/register). */
export const registerForDriveAction = defineAction({ access: "Candidate", input: driveParamsSchema, message: "You are registered for this drive." }, (params, user) =>
  registerForDrive(user, params),
);
