import { z } from "zod";
import "zod-openapi";

// Responses of the campus calls (decisions.md section 18).

export const DRIVE_STATUSES = ["open", "closed", "cancelled"] as const;

export const driveJsonSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  jobs: z.array(
    z.object({
      id: z.string(),
      post: z.string().meta({ description: "The role." }),
      description: z.string(),
      city: z.string(),
      state: z.string(),
      workplaceType: z.enum(["on_site", "hybrid", "remote"]),
    }),
  ).meta({ description: "The jobs behind the drive: what a student would be hired for, and where." }),
  universities: z.array(z.object({ id: z.string(), instituteName: z.string(), response: z.enum(["pending", "accepted", "declined"]) })),
  eligibility: z.object({
    courses: z.array(z.string()),
    passingYears: z.array(z.number().int()),
    minMarks: z.number().nullable(),
    maxBacklogs: z.number().int().nullable(),
  }),
  salary: z.number().int().nullable(),
  registrationCloses: z.string(),
  rounds: z.array(z.object({ id: z.string(), name: z.string(), at: z.string() })),
  status: z.enum(DRIVE_STATUSES).meta({ description: "open: registration open; closed: registration closed (rounds go on); cancelled." }),
  eligible: z.boolean().optional().meta({ description: "A student's view: whether they may register." }),
  reasons: z.array(z.string()).optional().meta({ description: "A student's view: each rule they miss, in words." }),
  registered: z.boolean().optional(),
  currentRound: z.number().int().nullable().optional().meta({ description: "A registered student's round (1-based); null once eliminated or withdrawn." }),
});
export type DriveJson = z.infer<typeof driveJsonSchema>;
export const drivesPageSchema = z.object({ drives: z.array(driveJsonSchema), hasNextPage: z.boolean() });

export const universitiesSchema = z.object({ universities: z.array(z.object({ id: z.string(), instituteName: z.string(), city: z.string() })) });

export const importReportSchema = z.object({
  created: z.number().int().meta({ description: "New students: accounts made for addresses that had none, each mailed a link to choose a password." }),
  updated: z.number().int().meta({ description: "Students the institute already had (matched by roll number), brought to the file's values." }),
  awaitingConfirmation: z.number().int().meta({
    description: "Lines whose e-mail already has an account: nothing of it changed; the person is mailed a link to confirm they study here.",
  }),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })).meta({ description: "Lines counted from 1 for the header. Any error: nothing is imported." }),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const studentJsonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  rollNo: z.string(),
  course: z.string(),
  passingYear: z.number().int(),
  marks: z.number().nullable().meta({ description: "A percentage (0-100); null when the roster gave a CGPA instead." }),
  cgpa: z.number().nullable().meta({ description: "The CGPA (0-10) the roster gave instead of marks; null otherwise." }),
  backlogs: z.number().int(),
  verified: z.boolean(),
  status: z.enum(["invited", "active", "awaiting_confirmation"]).meta({
    description:
      "invited: an account the roster made, whose password is not chosen yet; active: the student's account is in use; " +
      "awaiting_confirmation: the e-mail already had an account and its owner has not confirmed yet (the name, e-mail and " +
      "record are the file's own; `id` is the line's, which no other call takes).",
  }),
});
export type StudentJson = z.infer<typeof studentJsonSchema>;
/** A roster line as its confirmation page and call show it: the institute and the file's record. */
export const studentClaimSchema = z
  .object({
    institute: z.object({ id: z.string(), instituteName: z.string() }),
    rollNo: z.string(),
    course: z.string(),
    passingYear: z.number().int(),
    marks: z.number().nullable(),
    cgpa: z.number().nullable(),
    backlogs: z.number().int(),
  })
  .meta({ id: "StudentClaim" });
export type StudentClaimJson = z.infer<typeof studentClaimSchema>;
export const studentsPageSchema = z.object({ students: z.array(studentJsonSchema), hasNextPage: z.boolean() });

/** PATCH university/policy's answer: the offer policy and the CGPA factor (null: the default). */
export const policyJsonSchema = z.object({
  policy: z.enum(["one_offer", "dream"]),
  cgpaFactor: z.number().nullable().meta({ description: "What a CGPA is multiplied by against a drive's minimum marks; null: the default (9.5)." }),
});
export type PolicyJson = z.infer<typeof policyJsonSchema>;

/** POST university/students/verify's answer. */
export const verifyReportSchema = z.object({ verified: z.number().int().meta({ description: "Records locked by this call (those locked already are not counted)." }) });
export type VerifyReport = z.infer<typeof verifyReportSchema>;

/** GET drives/{id}/unregistered: a participating university's students eligible for the drive who have not registered. */
export const unregisteredStudentsSchema = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rollNo: z.string(),
      course: z.string(),
      remindedToday: z.boolean().meta({ description: "Reminded of this drive today (India): another reminder waits for tomorrow." }),
    }),
  ),
  total: z.number().int(),
  hasNextPage: z.boolean(),
});
export type UnregisteredStudents = z.infer<typeof unregisteredStudentsSchema>;

/** POST drives/{id}/reminders' answer. */
export const reminderReportSchema = z.object({
  reminded: z.number().int().meta({ description: "Students notified now (and mailed shortly)." }),
  skipped: z.number().int().meta({ description: "Students reminded of this drive today already, registered meanwhile, or no longer eligible." }),
});
export type ReminderReport = z.infer<typeof reminderReportSchema>;

export const roundResultsReportSchema = z.object({ updated: z.number().int(), errors: z.array(z.object({ line: z.number().int(), message: z.string() })) });

export const OFFER_STATUSES = ["pending", "accepted", "declined", "withdrawn"] as const;
export const offerJsonSchema = z.object({
  id: z.string(),
  status: z.enum(OFFER_STATUSES),
  salary: z.number().int(),
  joiningDate: z.string().meta({ format: "date" }),
  drive: z.object({ id: z.string(), title: z.string(), company: z.string() }),
  student: z.object({ name: z.string(), rollNo: z.string() }).optional().meta({ description: "The company's and the university's view." }),
  joiningStatus: z.enum(["joined", "deferred", "revoked"]).nullable(),
  createdAt: z.string(),
});
export type OfferJson = z.infer<typeof offerJsonSchema>;
export const offersSchema = z.object({ offers: z.array(offerJsonSchema) });

export const courseReportSchema = z.object({
  course: z.string(),
  eligible: z.number().int().meta({ description: "Students of the year and course eligible for at least one accepted drive." }),
  registered: z.number().int(),
  offered: z.number().int(),
  placed: z.number().int().meta({ description: "Students with an accepted offer (not revoked)." }),
  medianSalary: z.number().nullable(),
  highestSalary: z.number().int().nullable(),
});
export const placementsReportSchema = z.object({ year: z.number().int(), courses: z.array(courseReportSchema), total: courseReportSchema.omit({ course: true }) });
export type PlacementsReport = z.infer<typeof placementsReportSchema>;

// A drive's page for its company, an admin or an invited university: who is in which round.
export const ROSTER_STATUSES = ["in", "advanced", "eliminated", "withdrawn"] as const;
export const rosterStudentSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  rollNo: z.string(),
  universityId: z.string().meta({ description: "The student's institute: the `universityId` of the result and offer calls." }),
  institute: z.string(),
  status: z.enum(ROSTER_STATUSES).meta({ description: "in: reached this round, no result yet; advanced / eliminated: this round's result; withdrawn: out of the drive (an offer accepted elsewhere)." }),
});
export const driveRosterSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    position: z.number().int(),
    at: z.string(),
    total: z.number().int().meta({ description: "Students who reached this round (the list holds at most the first 500, by institute and roll number)." }),
    students: z.array(rosterStudentSchema),
  }),
);
export type DriveRoster = z.infer<typeof driveRosterSchema>;
export const driveDetailSchema = driveJsonSchema.extend({
  roster: driveRosterSchema.optional().meta({ description: "The company's, an admin's and an invited university's view (a university sees only its own students); not a student's." }),
});
export type DriveDetail = z.infer<typeof driveDetailSchema>;
export const driveRegistrationSchema = z.object({ id: z.string(), driveId: z.string() });
export type DriveRegistrationJson = z.infer<typeof driveRegistrationSchema>;
