import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, dayField, optionalMultilineText, pageField, recordId, requiredText, singleLineItem, textToNumber } from "@/lib/validations/common";

// Campus placement drives (decisions.md section 18): the requests of the campus calls and forms. Browser-safe.

/** The roster's pinned header, in this order (the sample's; decisions.md section 20 lets a file name them its own way). */
export const ROSTER_HEADER = ["name", "email", "rollNo", "course", "passingYear", "marks", "backlogs"] as const;
/** Every column a roster may have, in the order its lines are checked: `cgpa` may stand instead of `marks`. */
export const ROSTER_COLUMNS = ["name", "email", "rollNo", "course", "passingYear", "marks", "cgpa", "backlogs"] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];
/** A CGPA (0-10) times this is compared with a drive's minimum marks, unless the institute sets its own factor. */
export const CGPA_FACTOR = 9.5;
export const CGPA_FACTOR_MIN = 1;
export const CGPA_FACTOR_MAX = 20;
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
const cgpaValue = z.number({ error: "cgpa is a number from 0 to 10" }).min(0, "cgpa is a number from 0 to 10").max(10, "cgpa is a number from 0 to 10");
const FACTOR_MESSAGE = `cgpaFactor is a number from ${CGPA_FACTOR_MIN} to ${CGPA_FACTOR_MAX}, e.g. ${CGPA_FACTOR}`;
/** A list of up to 200 of the institute's students (the "Verify all" and "Remind" buttons send the page shown). */
const studentIds = z.array(recordId("Student id is required"), { error: "studentIds must be a list" }).min(1, "Choose at least one student").max(200, "At most 200 students at a time");

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

/** Body of PATCH university/policy: the offer policy, the CGPA factor (null: back to the default), or both. */
export const policySchema = z
  .object({
    policy: z.enum(POLICIES, { error: "policy must be one_offer or dream" }).optional(),
    cgpaFactor: z
      // null or a blank field: back to the default.
      .preprocess(
        (value) => (blankToUndefined(value) === undefined && value !== undefined ? null : textToNumber(value)),
        z.number({ error: FACTOR_MESSAGE }).min(CGPA_FACTOR_MIN, FACTOR_MESSAGE).max(CGPA_FACTOR_MAX, FACTOR_MESSAGE).nullable(),
      )
      .optional()
      .meta({ description: `A CGPA times this is compared with a drive's minimum marks; null: the default, ${CGPA_FACTOR}.` }),
  })
  .refine((input) => input.policy !== undefined || input.cgpaFactor !== undefined, { message: "Send policy, cgpaFactor or both", path: ["policy"] });
export type PolicyInput = z.output<typeof policySchema>;

/** Body of POST university/students/verify: lock these records (the page shown) in one call. */
export const verifyStudentsSchema = z.object({ studentIds });

/** Query of GET drives/{id}/unregistered (UNREGISTERED_PAGE_SIZE a page). */
export const unregisteredQuerySchema = z.object({ page: pageField });
export const UNREGISTERED_PAGE_SIZE = 50;

/** Body of POST drives/{id}/reminders: remind these eligible students who have not registered. */
export const remindStudentsSchema = z.object({ studentIds });

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
  marks: z.preprocess(textToNumber, marksValue.optional()),
  cgpa: z.preprocess(textToNumber, cgpaValue.optional()),
  backlogs: z.preprocess(textToNumber, z.number({ error: "backlogs is a whole number" }).int("backlogs is a whole number").min(0).max(50)),
}).superRefine((row, ctx) => {
  // Exactly one: a line gives its marks or its CGPA (decisions.md section 20).
  if (row.marks === undefined && row.cgpa === undefined) ctx.addIssue({ code: "custom", path: ["marks"], message: "marks (or cgpa) is required" });
  if (row.marks !== undefined && row.cgpa !== undefined) ctx.addIssue({ code: "custom", path: ["marks"], message: "marks and cgpa: give one of them, not both" });
});
export type RosterRow = z.output<typeof rosterRowSchema>;

/** Path of PATCH university/students/{id}, and its body: the officer's lock. */
export const studentParamsSchema = z.object({ id: recordId("Student id is required") });
export const studentVerifiedSchema = z.object({ verified: z.boolean({ error: "verified must be true or false" }) });

/** POST university/students/confirm: the mailed link's token (decisions.md section 20). */
export const confirmStudentSchema = z.object({ token: requiredText("The confirmation link is incomplete", 200) });
export type ConfirmStudentInput = z.output<typeof confirmStudentSchema>;
