// Display helpers shared by the job cards and the job page (server and client).

/** e.g. "12 Nov 2026": fixed locale and time zone so server and browser render the same text. */
export function formatPostedDate(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(new Date(iso));
}

export function formatExperience(years: number | null | undefined): string {
  const value = years ?? 0;
  return `${value} ${value === 1 ? "year" : "years"}`;
}
