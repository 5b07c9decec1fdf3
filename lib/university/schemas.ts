import { z } from "zod";
import "zod-openapi";
import { RequestKind } from "@/lib/generated/prisma/enums";
import { blankToUndefined, optionalMultilineText, pagingFields, requiredMultilineText, requiredText, singleLineItem, textToNumber, websiteText } from "@/lib/validations/common";
import { TRAINING_PROGRAMMES } from "@/lib/site/training-programmes";

const COURSES_MESSAGE = "At least one course is required";
const STRENGTH_MESSAGE = "Student strength must be at least 1";

/**
 * The institute profile (/university/profile, POST university/update-profile). Courses are typed
 * comma-separated in the form and stored as a list; the API accepts either form.
 */
export const universityProfileSchema = z.object({
  instituteName: requiredText("Institute name is required", 150),
  city: requiredText("City is required", 100),
  state: requiredText("State is required", 100),
  website: z.preprocess(blankToUndefined, websiteText("Invalid website URL").optional().meta({ description: "Optional; scheme optional." })),
  about: requiredMultilineText("About section is required", 2000),
  coursesOffered: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",") : value),
    z
      .array(singleLineItem(100, "Please keep each course under 100 characters"), { error: COURSES_MESSAGE })
      .transform((list) => [...new Set(list.filter((c) => c.length > 0))])
      .pipe(z.array(z.string()).min(1, COURSES_MESSAGE).max(50, "Please list at most 50 courses"))
      .meta({ description: "A list of course names, or one comma-separated string." }),
  ),
  studentStrength: z.preprocess(
    textToNumber,
    z
      .number({ error: "Student strength is required" })
      .int("Student strength must be a whole number")
      .min(1, STRENGTH_MESSAGE)
      .max(1_000_000, "Student strength must be at most 1000000"),
  ),
  placementContact: requiredText("Placement contact is required", 200).meta({
    description: "Name, e-mail or phone of the training and placement officer.",
  }),
});

export type UniversityProfileData = z.output<typeof universityProfileSchema>;

/** The request kinds in the order the form offers them, and the words the pages and mails use. */
export const REQUEST_KINDS = Object.values(RequestKind);
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  placementDrive: "Campus placement drive",
  training: "Sponsored batch",
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date as YYYY-MM-DD (UTC), the earliest start a request may have. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const dateField = (requiredMessage: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: requiredMessage })
      .trim()
      .refine(isRealDate, "Please enter a valid date")
      .meta({ format: "date", description: "YYYY-MM-DD" }),
  );

/**
 * A university's request for a campus placement drive or a training programme (/university/explore,
 * POST university/requests). A sponsored batch names one of the training catalogue's programmes; a
 * placement drive request may name one or none (issue 44).
 */
export const universityRequestSchema = z
  .object({
    kind: z.enum(RequestKind, { error: "Request type is required" }).meta({
      description: "placementDrive (Campus placement drive) or training (Sponsored batch: a batch of the programme run for the institute's students, with the institute as sponsor).",
    }),
    programme: z
      .preprocess(blankToUndefined, z.enum(TRAINING_PROGRAMMES, { error: "Please choose a programme from the catalogue" }).optional())
      .meta({ description: "One of the training catalogue's programmes: required for a sponsored batch (training), optional for a placement drive." }),
    startDate: dateField("Start date is required"),
    endDate: dateField("End date is required"),
    expectedStudents: z.preprocess(
      textToNumber,
      z
        .number({ error: "Expected students must be at least 1" })
        .int("Expected students must be a whole number")
        .min(1, "Expected students must be at least 1")
        .max(100_000, "Expected students must be at most 100000"),
    ),
    notes: optionalMultilineText(2000, "Please keep the notes under 2000 characters"),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "training" && value.programme === undefined) ctx.addIssue({ code: "custom", path: ["programme"], message: "Programme is required" });
    const today = todayIso();
    if (value.startDate < today) ctx.addIssue({ code: "custom", path: ["startDate"], message: "Start date cannot be in the past" });
    const latest = `${Number(today.slice(0, 4)) + 3}${today.slice(4)}`;
    if (value.startDate > latest) ctx.addIssue({ code: "custom", path: ["startDate"], message: "Start date must be within the next 3 years" });
    // With the start not in the past, an end on or after it is not in the past either.
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after the start date" });
    }
  });

export type UniversityRequestData = z.output<typeof universityRequestSchema>;

const UNIVERSITY_REQUESTS_PAGE_SIZE = 10;

/** Query of the university's own requests (GET university/requests and /university/explore). */
export const universityRequestsQuerySchema = z.object(pagingFields(UNIVERSITY_REQUESTS_PAGE_SIZE));

export type UniversityRequestsQuery = z.output<typeof universityRequestsQuerySchema>;
