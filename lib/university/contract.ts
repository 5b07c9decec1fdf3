import { z } from "zod";
import "zod-openapi";
import { RequestKind, RequestStatus } from "@/lib/generated/prisma/enums";

// The university area's response shapes: the one definition of each (the API documents them, the
// services return z.infer of them, the pages render them).

const dateTime = z.string().meta({ format: "date-time" });

export const universityProfileResponseSchema = z
  .object({
    id: z.string(),
    instituteName: z.string(),
    city: z.string(),
    state: z.string(),
    website: z.string().meta({ description: "Empty when not given." }),
    about: z.string(),
    coursesOffered: z.array(z.string()),
    studentStrength: z.number().int().nullable(),
    placementContact: z.string().meta({ description: "Empty when not given." }),
    email: z.string().meta({ description: "The account's login e-mail." }),
    mobile: z.string(),
  })
  .meta({ id: "UniversityProfile" });

export type UniversityProfileJson = z.infer<typeof universityProfileResponseSchema>;

export const universityRequestResponseSchema = z
  .object({
    id: z.string(),
    kind: z.enum(RequestKind),
    kindLabel: z.string(),
    programme: z.string().nullable().meta({ description: "The catalogue programme; null for a placement drive request that named none." }),
    startDate: z.string().meta({ format: "date" }),
    endDate: z.string().meta({ format: "date" }),
    expectedStudents: z.number().int(),
    notes: z.string().nullable(),
    status: z.enum(RequestStatus),
    response: z.string().nullable().meta({ description: "The admin's answer, once decided." }),
    batch: z
      .object({
        id: z.string(),
        title: z.string(),
        programmeSlug: z.string().meta({ description: "The batch is listed at /training/{programmeSlug}#batch-{id}." }),
        startDate: z.string().meta({ format: "date" }),
        endDate: z.string().meta({ format: "date" }),
        cancelled: z.boolean(),
      })
      .nullable()
      .meta({ description: "The sponsored batch an admin made of this (accepted) training request, once it exists (decisions.md section 15)." }),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: "UniversityRequest" });

export type UniversityRequestJson = z.infer<typeof universityRequestResponseSchema>;
