import type { CandidateWithProfile } from "@/lib/candidate-profile/contract";
import type { ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";

/**
 * The server's candidate (get-profile's response) as the wizard's form values: language
 * comma-joined, numbers as text, blanks as "", files as their stored links. The server also runs it
 * to decide completeness with the same step rules the browser uses.
 */
export function toFormValues(candidate: CandidateWithProfile): ProfileFormValues {
  const { language, panCardFile, drivingLicenseFile, passPortFile, resumeFile, ...rest } = candidate.profile;
  // Every other profile value is text, a number or null; the flag is not a form field.
  const text = Object.fromEntries(
    Object.entries(rest)
      .filter(([key]) => key !== "isProfileCompleted")
      .map(([key, value]) => [key, value === null ? "" : String(value)]),
  ) as { [K in Exclude<keyof typeof rest, "isProfileCompleted">]: string };
  return {
    ...text,
    email: candidate.email,
    fullName: candidate.fullName,
    mobile: candidate.mobile ?? "",
    language: language.join(", "),
    panCardFile,
    drivingLicenseFile,
    passPortFile,
    resumeFile,
  };
}
