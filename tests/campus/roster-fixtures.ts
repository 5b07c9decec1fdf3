// Shared by the roster tests: an institute (a University account with its profile), CSV rosters built
// from rows, and the multipart call of the import route.
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { ROSTER_HEADER } from "@/lib/campus/schemas/common";
import type { SessionUser } from "@/lib/auth/types";
import { createUser } from "@/tests/factories";
import { session } from "@/tests/helpers/mock-guards";

let counter = 0;

/** A University account with its institute row. */
export async function createInstitute(instituteName = "Test Institute", city = "Pune") {
  const user = await createUser({ role: "University", name: instituteName });
  const university = await db.university.create({ data: { userId: user.id, status: "approved", instituteName, city, state: "Maharashtra", about: "A test institute." } });
  return { user, university };
}

export type Row = { name: string; email: string; rollNo: string; course: string; passingYear: string; marks: string; backlogs: string };

/** A valid row, unique across the test file; `over` replaces fields. */
export function row(over: Partial<Row> = {}): Row {
  counter++;
  return {
    name: `Student ${counter}`,
    email: `student${counter}-${Math.random().toString(36).slice(2, 8)}@test.example`,
    rollNo: `R-${counter}`,
    course: "B.Tech",
    passingYear: "2026",
    marks: "72.5",
    backlogs: "0",
    ...over,
  };
}

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The CSV text of a roster: the pinned header (unless given) and the rows. */
export function csv(rows: Row[], header: string = ROSTER_HEADER.join(",")): string {
  return [header, ...rows.map((r) => ROSTER_HEADER.map((field) => cell(r[field])).join(","))].join("\n") + "\n";
}

export const csvFile = (text: string | Uint8Array, name = "roster.csv") =>
  new File([typeof text === "string" ? text : (text as Uint8Array<ArrayBuffer>)], name, { type: "text/csv" });

/** POST university/students/import as `as`, with `file` as the multipart part `file` (or a form as it is). */
export async function callImport(as: SessionUser | null, file: File | FormData) {
  session.user = as;
  const { POST } = await import("@/app/api/v1/university/students/import/route");
  const form = file instanceof FormData ? file : new FormData();
  if (!(file instanceof FormData)) form.append("file", file);
  const req = new NextRequest("http://localhost/api/v1/university/students/import", { method: "POST", body: form });
  const res = await POST(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; message?: string; response?: unknown } };
}
