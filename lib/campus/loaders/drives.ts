import "server-only";
// Page data of the drive pages (decisions.md section 18): each checks its role itself (a layout does
// not guard its pages' RSC payload), reads the page from the URL with the API's schema and calls the
// same services as GET drives and GET drives/{id}.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import type { Role } from "@/lib/auth/types";
import type { DriveDetail } from "@/lib/campus/contract/common";
import { drivesQuerySchema } from "@/lib/campus/schemas/drives";
import { driveParamsSchema } from "@/lib/campus/schemas/common";
import { driveFormOptions, type DriveFormOptions } from "@/lib/campus/service/drive-form-options";
import { getDrive, listDrives, type DrivesPage } from "@/lib/campus/service/drive-lists";
import { getOwnStudentRecord, type OwnStudentRecord } from "@/lib/campus/service/students";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

export type DrivesLoad = { ok: true; page: number; data: DrivesPage } | { ok: false; message: string };

/** A company not approved (403) or a login in no company (404): said on the page, in the service's words. */
async function said<T>(read: () => Promise<T>): Promise<{ ok: true; data: T } | { ok: false; message: string }> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}

/** One page of the drives the role sees (/admin/drives, /employer/drives, /university/drives). */
export async function loadDrives(role: Extract<Role, "Admin" | "Employer" | "University">, searchParams: SearchParams): Promise<DrivesLoad> {
  const user = await requireRole(role);
  const { page } = parseSearchParams(drivesQuerySchema, searchParams);
  const result = await said(() => listDrives(user, { page }));
  return result.ok ? { ok: true, page, data: result.data } : result;
}

export type CandidateDrivesLoad = { student: boolean; record: OwnStudentRecord | null; page: number; data: DrivesPage };

/**
 * "Campus drives": the student's drives with eligibility, and their record as the drives check it with
 * whom to ask when it is wrong (their placement office); a candidate who is no student sees why the list is empty.
 */
export async function loadCandidateDrives(searchParams: SearchParams): Promise<CandidateDrivesLoad> {
  const user = await requireRole("Candidate");
  const { page } = parseSearchParams(drivesQuerySchema, searchParams);
  const [record, data] = await Promise.all([getOwnStudentRecord(user), listDrives(user, { page })]);
  return { student: record !== null, record, page, data };
}

/** One drive for its company, an admin or an invited university; anything they may not read is a 404 page. */
export async function loadDriveDetail(role: Extract<Role, "Admin" | "Employer" | "University">, id: string): Promise<DriveDetail> {
  const user = await requireRole(role);
  const params = driveParamsSchema.safeParse({ id });
  if (!params.success) notFound();
  try {
    return await getDrive(user, params.data);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
}

export type DriveFormLoad = { ok: true; options: DriveFormOptions } | { ok: false; message: string };

/** The new drive form's choices: the company's open jobs and the universities. */
export async function loadDriveForm(role: Extract<Role, "Admin" | "Employer">): Promise<DriveFormLoad> {
  const user = await requireRole(role);
  const result = await said(() => driveFormOptions(user));
  return result.ok ? { ok: true, options: result.data } : result;
}
