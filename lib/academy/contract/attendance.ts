import { z } from "zod";
import "zod-openapi";

// Attendance's response shapes (decisions.md section 15): the trainer's check-in code, a candidate's
// check-in and a session's register.

const dateTime = z.string().meta({ format: "date-time" });

export const checkinCodeSchema = z
  .object({
    code: z.string().meta({ description: "6 characters of the Crockford alphabet; shown to the class, never stored (only a keyed hash is)." }),
    expiresAt: dateTime.meta({ description: "10 minutes after opening; a new code replaces this one." }),
    qr: z.string().meta({
      description:
        "A QR code as an SVG image in a data URL (usable as an <img> src) of the absolute URL " +
        "/candidate/training?checkin=<sessionId>&code=<code>: a phone that scans it opens the check-in form filled in.",
    }),
  })
  .meta({ id: "CheckinCode" });

export type CheckinCodeJson = z.infer<typeof checkinCodeSchema>;

export const checkinSchema = z
  .object({ sessionId: z.string(), checkedInAt: dateTime })
  .meta({ id: "Checkin", description: "The candidate's place on the session's register." });

export type CheckinJson = z.infer<typeof checkinSchema>;

export const registerEntrySchema = z.object({
  enrollmentId: z.string(),
  name: z.string().meta({ description: "The candidate's name." }),
  checkedInAt: dateTime,
  byTrainer: z.boolean().meta({ description: "Marked present by the trainer's correction rather than the candidate's own check-in." }),
});

export type RegisterEntryJson = z.infer<typeof registerEntrySchema>;

export const registerSchema = z
  .object({ sessionId: z.string(), present: z.array(registerEntrySchema).meta({ description: "By name." }) })
  .meta({ id: "AttendanceRegister" });

export type RegisterJson = z.infer<typeof registerSchema>;
