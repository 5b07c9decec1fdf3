import { badRequest, fieldErrors, forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  checkUploadSize,
  deleteStoredBytes,
  fileLink,
  prepareUpload,
  type PreparedFile,
  writePrepared,
} from "@/lib/services/files";
import {
  type CandidateProfileData,
  type CandidateWithProfile,
  FILE_FIELDS,
  type FileField,
  isChosenFile,
  isProfileComplete,
  profileUpdateSchema,
  TEXT_FIELDS,
  toFormValues,
} from "@/lib/validations/candidate-profile";

// The candidate's profile (spec sections 3-5, 7; decisions.md sections 4 and 6). A save may be
// partial; the server then decides `isProfileCompleted` by running all four wizard steps against
// what is stored.

const FILE_ID_COLUMN = {
  panCardFile: "panCardFileId",
  drivingLicenseFile: "drivingLicenseFileId",
  passPortFile: "passPortFileId",
  resumeFile: "resumeFileId",
} as const satisfies Record<FileField, string>;

/** The profile columns the response needs; other areas (applicants lists) may reuse it. */
export const candidateProfileSelect = {
  gender: true,
  dob: true,
  subLocation: true,
  maritalStatus: true,
  language: true,
  englishFluency: true,
  currentAddress: true,
  permanentAddress: true,
  panCardNumber: true,
  panCardFileId: true,
  drivingLicenseNumber: true,
  drivingLicenseFileId: true,
  passPortNumber: true,
  passPortFileId: true,
  workExperience: true,
  resumeFileId: true,
  currentCompany: true,
  previousCompany: true,
  role: true,
  subRole: true,
  industry: true,
  jobType: true,
  prefferedLocation: true,
  course: true,
  passingYear: true,
  marks: true,
  isProfileCompleted: true,
} as const satisfies Prisma.CandidateProfileSelect;

export type CandidateProfileRow = Prisma.CandidateProfileGetPayload<{ select: typeof candidateProfileSelect }>;

const link = (id: string | null) => (id ? fileLink(id) : null);

/** A stored profile (or none yet) in the API's shape: files as /api/v1/files/{id} links. */
export function toProfileData(row: CandidateProfileRow | null): CandidateProfileData {
  return {
    gender: row?.gender ?? null,
    dob: row?.dob ? row.dob.toISOString().slice(0, 10) : null,
    subLocation: row?.subLocation ?? null,
    maritalStatus: row?.maritalStatus ?? null,
    language: row?.language ?? [],
    englishFluency: row?.englishFluency ?? null,
    currentAddress: row?.currentAddress ?? null,
    permanentAddress: row?.permanentAddress ?? null,
    panCardNumber: row?.panCardNumber ?? null,
    panCardFile: link(row?.panCardFileId ?? null),
    drivingLicenseNumber: row?.drivingLicenseNumber ?? null,
    drivingLicenseFile: link(row?.drivingLicenseFileId ?? null),
    passPortNumber: row?.passPortNumber ?? null,
    passPortFile: link(row?.passPortFileId ?? null),
    workExperience: row?.workExperience ?? null,
    resumeFile: link(row?.resumeFileId ?? null),
    currentCompany: row?.currentCompany ?? null,
    previousCompany: row?.previousCompany ?? null,
    role: row?.role ?? null,
    subRole: row?.subRole ?? null,
    industry: row?.industry ?? null,
    jobType: row?.jobType ?? null,
    prefferedLocation: row?.prefferedLocation ?? null,
    course: row?.course ?? null,
    passingYear: row?.passingYear ?? null,
    marks: row?.marks ?? null,
    isProfileCompleted: row?.isProfileCompleted ?? false,
  };
}

type Client = Prisma.TransactionClient | typeof db;

async function loadCandidate(client: Client, userId: string): Promise<CandidateWithProfile> {
  const user = await client.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, mobile: true, role: true, candidate: { select: candidateProfileSelect } },
  });
  if (!user || user.role !== "Candidate") throw notFound("Candidate not found.");
  return { id: user.id, fullName: user.name, email: user.email, mobile: user.mobile, profile: toProfileData(user.candidate) };
}

function assertCandidate(user: SessionUser) {
  if (user.role !== "Candidate") throw forbidden();
}

/** GET candidate/get-profile. */
export async function getCandidateProfile(user: SessionUser): Promise<CandidateWithProfile> {
  assertCandidate(user);
  return loadCandidate(db, user.id);
}

/** The text fields of the multipart body (files and unknown keys ignored). */
function readTextFields(form: FormData): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of TEXT_FIELDS) {
    const values = form.getAll(key).filter((v): v is string => typeof v === "string");
    if (values.length === 0) continue;
    if (key === "language") {
      // "English, Hindi", repeated `language` parts, or a JSON array all mean a list.
      const parts = values.flatMap((v) => {
        const trimmed = v.trim();
        if (trimmed.startsWith("[")) {
          try {
            const parsed: unknown = JSON.parse(trimmed);
            if (Array.isArray(parsed)) return parsed.map(String);
          } catch {
            // not JSON: treat as comma-separated text
          }
        }
        return [v];
      });
      raw[key] = parts.join(",");
    } else {
      raw[key] = values[0];
    }
  }
  return raw;
}

/** The newly chosen files of the body. A string in a file field is the stored link echoed back: kept. */
function readChosenFiles(form: FormData): [FileField, File][] {
  const chosen: [FileField, File][] = [];
  for (const field of FILE_FIELDS) {
    const value = form.get(field);
    if (isChosenFile(value) && value.size > 0) chosen.push([field, value]);
  }
  return chosen;
}

/**
 * POST candidate/update-profile. Order matters so that a refused request changes nothing:
 * validate every field and file first, then write the files, then one transaction; the replaced
 * files' bytes are removed only after the commit, the new ones if the transaction fails.
 */
export async function updateCandidateProfile(user: SessionUser, form: FormData): Promise<CandidateWithProfile> {
  assertCandidate(user);

  const parsed = profileUpdateSchema.safeParse(readTextFields(form));
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    throw badRequest(Object.values(errors)[0] ?? "Invalid input", errors);
  }
  const { fullName, mobile, dob, ...profileFields } = parsed.data;

  const chosen = readChosenFiles(form);
  // Sizes of all files first (cheap), so a too-large file is reported before any type is checked.
  for (const [field, file] of chosen) checkUploadSize(field, file.size);
  const prepared: PreparedFile[] = [];
  for (const [field, file] of chosen) prepared.push(await prepareUpload(field, file));

  const written = await writePrepared(prepared);
  let replacedKeys: string[] = [];
  let result: CandidateWithProfile;
  try {
    result = await db.$transaction(async (tx) => {
      if (fullName !== undefined || mobile !== undefined) {
        await tx.user.update({ where: { id: user.id }, data: { name: fullName, mobile } });
      }
      const data: Prisma.CandidateProfileUncheckedUpdateInput = { ...profileFields };
      if (dob !== undefined) data.dob = dob === null ? null : new Date(`${dob}T00:00:00Z`);

      const existing = await tx.candidateProfile.findUnique({
        where: { userId: user.id },
        select: { panCardFileId: true, drivingLicenseFileId: true, passPortFileId: true, resumeFileId: true },
      });
      const replacedIds: string[] = [];
      for (const file of written) {
        const row = await tx.storedFile.create({
          data: {
            ownerId: user.id,
            kind: file.kind,
            mimeType: file.mimeType,
            size: file.bytes.byteLength,
            fileName: file.fileName,
            storageKey: file.storageKey,
          },
          select: { id: true },
        });
        const column = FILE_ID_COLUMN[file.field];
        data[column] = row.id;
        const old = existing?.[column];
        if (old) replacedIds.push(old);
      }

      await tx.candidateProfile.upsert({
        where: { userId: user.id },
        update: data,
        create: { ...(data as Prisma.CandidateProfileUncheckedCreateInput), userId: user.id },
      });
      if (replacedIds.length > 0) {
        const old = await tx.storedFile.findMany({ where: { id: { in: replacedIds } }, select: { storageKey: true } });
        replacedKeys = old.map((f) => f.storageKey);
        await tx.storedFile.deleteMany({ where: { id: { in: replacedIds } } });
      }

      const saved = await loadCandidate(tx, user.id);
      const complete = isProfileComplete(toFormValues(saved));
      if (complete !== saved.profile.isProfileCompleted) {
        await tx.candidateProfile.update({ where: { userId: user.id }, data: { isProfileCompleted: complete } });
        saved.profile.isProfileCompleted = complete;
      }
      return saved;
    });
  } catch (error) {
    await deleteStoredBytes(written.map((f) => f.storageKey));
    throw error;
  }
  await deleteStoredBytes(replacedKeys);
  return result;
}
