import { z } from "zod";
import { createDriveSchema } from "@/lib/campus/schemas/common";

// The new drive form (/employer/drives/new, /admin/drives/new): what is typed (courses and passing
// years as comma lists, numbers as text, India clock times from datetime-local inputs) turned into
// POST drives' input and checked by the server's own schema. The field names follow the input's, so
// the schema's messages land under the fields they are about.

export type RoundRowValues = { name: string; at: string };

export type DriveFormValues = {
  companyName: string;
  title: string;
  jobIds: string[];
  universityIds: string[];
  eligibility: { courses: string; passingYears: string; minMarks: string; maxBacklogs: string };
  salary: string;
  registrationCloses: string;
  rounds: RoundRowValues[];
};

export const EMPTY_ROUND_ROW: RoundRowValues = { name: "", at: "" };

export const EMPTY_DRIVE_FORM: DriveFormValues = {
  companyName: "",
  title: "",
  jobIds: [],
  universityIds: [],
  eligibility: { courses: "", passingYears: "", minMarks: "", maxBacklogs: "" },
  salary: "",
  registrationCloses: "",
  rounds: [{ ...EMPTY_ROUND_ROW }],
};

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/** A datetime-local value, read as India time, as an instant with its offset (India has no daylight saving). */
export function indiaDateTime(value: string): string {
  const match = LOCAL_TIME.exec(value.trim());
  return match ? `${match[1]}T${match[2]}:00+05:30` : value;
}

/** "A, B ,, C" → ["A", "B", "C"]. */
const commaList = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** Text to a number for the schema; blank is absent, anything unreadable stays text (the schema says why). */
const numberOrText = (value: string): number | string | undefined => {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
};

/** Checkbox groups read as a list whatever the count of boxes. */
const list = z.preprocess((value) => (Array.isArray(value) ? value : value ? [value] : []), z.array(z.string()));

const formFields = z.object({
  companyName: z.string(),
  title: z.string(),
  jobIds: list,
  universityIds: list,
  eligibility: z.object({ courses: z.string(), passingYears: z.string(), minMarks: z.string(), maxBacklogs: z.string() }),
  salary: z.string(),
  registrationCloses: z.string().regex(LOCAL_TIME, "Please enter when registration closes"),
  rounds: z.array(z.object({ name: z.string(), at: z.string().regex(LOCAL_TIME, "Please enter the round's date and time") })),
});

function toInput(values: z.output<typeof formFields>): z.input<typeof createDriveSchema> {
  return {
    title: values.title,
    companyName: values.companyName,
    ...(values.jobIds.length > 0 ? { jobIds: values.jobIds } : {}),
    universityIds: values.universityIds,
    eligibility: {
      courses: commaList(values.eligibility.courses),
      passingYears: commaList(values.eligibility.passingYears).map((year) => numberOrText(year)) as number[],
      minMarks: numberOrText(values.eligibility.minMarks) as number | undefined,
      maxBacklogs: numberOrText(values.eligibility.maxBacklogs) as number | undefined,
    },
    salary: numberOrText(values.salary) as number | undefined,
    registrationCloses: indiaDateTime(values.registrationCloses),
    rounds: values.rounds.map((round) => ({ name: round.name, at: indiaDateTime(round.at) })),
  };
}

/** The form's resolver schema: its values in, POST drives' input out. */
export const driveFormSchema = formFields.transform(toInput).pipe(createDriveSchema);
