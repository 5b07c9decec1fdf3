/** The envelope's message of a failed API answer, if any. */
export async function apiErrorMessage(res: Response): Promise<string | undefined> {
  try {
    const body = (await res.json()) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : undefined;
  } catch {
    return undefined;
  }
}
