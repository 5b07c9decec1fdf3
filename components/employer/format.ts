// Dates are shown in India time on server and browser alike, so the server render and hydration agree.
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Asia/Kolkata" });

/** "Nov 22, 2026" (spec: short month, day, year). */
export function formatShortDate(iso: string): string {
  return SHORT_DATE.format(new Date(iso));
}

export function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

/** The envelope's message of a failed API answer, if any. */
export async function apiErrorMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}
