import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, dayField, optionalMultilineText, pageField, recordId, requiredText, singleLineItem, textToNumber } from "@/lib/validations/common";

// Campus placement drives (decisions.md section 18): the requests of the campus calls and forms. Browser-safe.

/** The roster's pinned header, in this order. */
export const ROSTER_HEADER = ["name", "email", "rollNo", "course", "passingYear", "marks", "backlogs"] as const;
/** The largest roster file accepted (5,000 students, the most a file may hold, take well under 1 MB). */
export const ROSTER_MAX_BYTES = 5 * 1024 * 1024;
/** Data lines a roster may hold besides its header (decisions.md section 20: more is 400 TOO_MANY_LINES). */
export const ROSTER_MAX_ROWS = 5_000;
/** Days a new student's set-password link works. */
export const STUDENT_INVITE_DAYS = 7;
/** The dream policy: a drive is open to a placed student when its salary is at least this times the accepted offer's. */
export const DREAM_FACTOR = 1.5;
export const POLICIES = ["one_offer", "dream"] as const;
export const DRIVES_PAGE_SIZE = 20;

const courseName = singleLineItem(100, "A course is at most 100 characters").min(1, "A course is required");
const yearValue = z.number({ error: "A passing year is a whole number" }).int("A passing year is a whole number").min(1950).max(2100);
const marksValue = z.number({ error: "Marks are a percentage from 0 to 100" }).min(0, "Marks are a percentage from 0 to 100").max(100, "Marks are a percentage from 0 to 100");

/** Query of GET universities (logged in). */
export const universitiesQuerySchema = z.object({ search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()) });

export const eligibilitySchema = z.object({
  courses: z.array(courseName, { error: "courses must be a list" }).min(1, "Choose at least one course").max(30),
  passingYears: z.array(yearValue, { error: "passingYears must be a list" }).min(1, "Choose at least one passing year").max(10),
  minMarks: marksValue.optional(),
  maxBacklogs: z.number({ error: "maxBacklogs is a whole number" }).int().min(0).max(50).optional(),
});
export type EligibilityInput = z.output<typeof eligibilitySchema>;

/** Body of POST drives (an admin names the company; an employer's drive is its company's). */
export const createDriveSchema = z.object({
  title: requiredText("Please give the drive a title", 150),
  companyName: z.preprocess(blankToUndefined, requiredText("Please name the company", 150).optional()).meta({ description: "Required when an admin creates the drive; an employer's drive carries its company's name." }),
  jobIds: z.array(recordId("Job id is required")).max(10).optional(),
  universityIds: z.array(recordId("University id is required")).min(1, "Choose at least one university").max(30),
  eligibility: eligibilitySchema,
  salary: z.number({ error: "salary is a yearly amount in rupees" }).int().positive().max(100_000_000).optional(),
  registrationCloses: z.iso.datetime({ offset: true, error: "registrationCloses is an instant with its offset" }),
  rounds: z
    .array(z.object({ name: requiredText("Please name the round", 100), at: z.iso.datetime({ offset: true, error: "A round's time is an instant with its offset" }) }))
    .min(1, "Add at least one round")
    .max(10),
});
export type CreateDriveInput = z.output<typeof createDriveSchema>;

export const respondSchema = z.object({ accept: z.boolean({ error: "accept must be true or false" }) });
export type RespondInput = z.output<typeof respondSchema>;

export const driveParamsSchema = z.object({ id: recordId("Drive id is required") });
export const roundParamsSchema = z.object({ id: recordId("Drive id is required"), roundId: recordId("Round id is required") });

export const ROUND_RESULTS = ["advance", "eliminate"] as const;
/** JSON body of POST drives/{id}/rounds/{roundId}/results (a CSV `rollNo,result` as multipart `file` is the other form). */
export const roundResultsSchema = z.object({
  results: z
    .array(z.object({ rollNo: requiredText("A roll number is required", 40), result: z.enum(ROUND_RESULTS, { error: "result must be advance or eliminate" }) }))
    .min(1)
    .max(ROSTER_MAX_ROWS),
});
export type RoundResultsInput = z.output<typeof roundResultsSchema>;

/** Body of POST drives/{id}/offers. */
export const createOfferSchema = z.object({
  rollNo: requiredText("A roll number is required", 40),
  universityId: recordId("University id is required"),
  salary: z.number({ error: "salary is a yearly amount in rupees" }).int().positive().max(100_000_000),
  joiningDate: dayField("Please enter a valid joining date").pipe(z.string({ error: "Please enter a valid joining date" })),
});
export type CreateOfferInput = z.output<typeof createOfferSchema>;

/** Body of PATCH offers/{id}/joining: the joining tracker. */
export const joiningSchema = z
  .object({
    status: z.enum(["joined", "deferred", "revoked"], { error: "status must be joined, deferred or revoked" }),
    joiningDate: dayField("Please enter a valid joining date").optional(),
    reason: optionalMultilineText(1000),
  })
  .refine((input) => input.status !== "deferred" || input.joiningDate !== undefined, { message: "A deferral needs the new joining date", path: ["joiningDate"] });
export type JoiningInput = z.output<typeof joiningSchema>;

/** Body of PATCH university/policy. */
export const policySchema = z.object({ policy: z.enum(POLICIES, { error: "policy must be one_offer or dream" }) });

/** Query of GET university/students. */
export const studentsQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  page: pageField,
});

/** Query of GET university/reports/placements. */
export const placementsReportQuerySchema = z.object({
  year: z.preprocess(textToNumber, yearValue),
  format: z.preprocess(blankToUndefined, z.enum(["json", "csv"], { error: "format must be json or csv" }).optional()),
});
export type PlacementsReportQuery = z.output<typeof placementsReportQuerySchema>;

/** One roster line once parsed (the import validates each with this). */
export const rosterRowSchema = z.object({
  name: requiredText("name is required", 100),
  email: z.string().trim().toLowerCase().pipe(z.email({ error: "email is not a valid address" })),
  rollNo: requiredText("rollNo is required", 40),
  course: requiredText("course is required", 100),
  passingYear: z.preprocess(textToNumber, yearValue),
  marks: z.preprocess(textToNumber, marksValue),
  backlogs: z.preprocess(textToNumber, z.number({ error: "backlogs is a whole number" }).int("backlogs is a whole number").min(0).max(50)),
});
export type RosterRow = z.output<typeof rosterRowSchema>;

/** Path of PATCH university/students/{id}, and its body: the officer's lock. */
export const studentParamsSchema = z.object({ id: recordId("Student id is required") });
export const studentVerifiedSchema = z.object({ verified: z.boolean({ error: "verified must be true or false" }) });

/** POST university/students/confirm: the mailed link's token (decisions.md section 20). */
export const confirmStudentSchema = z.object({ token: requiredText("The confirmation link is incomplete", 200) });
export type ConfirmStudentInput = z.output<typeof confirmStudentSchema>;
