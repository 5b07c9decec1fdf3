import { forbidden, invalidInput, notFound } from "@/lib/api/errors";
import type { CandidateProfileData, CandidateWithProfile } from "@/lib/candidate-profile/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { checkUploadSize, deleteStoredBytes, fileLink, prepareUpload, type PreparedFile, writePrepared } from "@/lib/candidate-profile/service/files";
import { toFormValues } from "@/lib/candidate-profile/schemas/form-values";
import type { FileField } from "@/lib/candidate-profile/schemas/limits";
import { isProfileComplete, PROFILE_STEPS, stepFieldsOf, validateStep } from "@/lib/candidate-profile/schemas/steps";
import type { ProfileStepInput, ProfileUpdateInput } from "@/lib/candidate-profile/schemas/update";
import type { CandidateSkillJson } from "@/lib/skills/contract";
import { getCandidateSkills } from "@/lib/skills/service/candidate-skills";
import { assertAcademicsUnlocked } from "@/lib/campus/service/students";

// The candidate's profile (spec sections 3-5, 7; decisions.md sections 4, 6 and 19). A save may be
// partial; the submit then decides `isProfileCompleted` by running all four wizard steps against
// what is stored. A step save (the wizard's Next) keeps one step on the server.

const FILE_ID_COLUMN = {
  panCardFile: "panCardFileId",
  drivingLicenseFile: "drivingLicenseFileId",
  passPortFile: "passPortFileId",
  resumeFile: "resumeFileId",
} as const satisfies Record<FileField, string>;

/**
 * The profile columns an employer may see of an applicant: never the identity documents (PAN,
 * licence, passport). The candidate's own profile adds those below.
 */
export const employerVisibleProfileSelect = {
  gender: true,
  dob: true,
  subLocation: true,
  maritalStatus: true,
  language: true,
  englishFluency: true,
  currentAddress: true,
  permanentAddress: true,
  workExperience: true,
  resumeFileId: true,
  currentCompany: true,
  previousCompany: true,
  role: true,
  subRole: true,
  industry: true,
  jobType: true,
  prefferedLocation: true,
  isFresher: true,
  currentSalary: true,
  expectedSalary: true,
  noticePeriodDays: true,
  course: true,
  passingYear: true,
  marks: true,
  isProfileCompleted: true,
} as const satisfies Prisma.CandidateProfileSelect;

/** The profile columns the candidate's own response needs. */
const candidateProfileSelect = {
  ...employerVisibleProfileSelect,
  panCardNumber: true,
  panCardFileId: true,
  drivingLicenseNumber: true,
  drivingLicenseFileId: true,
  passPortNumber: true,
  passPortFileId: true,
  discoverable: true,
} as const satisfies Prisma.CandidateProfileSelect;

type CandidateProfileRow = Prisma.CandidateProfileGetPayload<{ select: typeof candidateProfileSelect }>;
type VisibleProfileRow = Prisma.CandidateProfileGetPayload<{ select: typeof employerVisibleProfileSelect }>;

/** A candidate who never saved: every column empty. */
function emptyRow<K extends string>(keys: K[]) {
  return { ...(Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>), language: [], isFresher: false, isProfileCompleted: false };
}
const EMPTY_VISIBLE_ROW: VisibleProfileRow = emptyRow(Object.keys(employerVisibleProfileSelect) as (keyof VisibleProfileRow)[]);
// discoverable is the candidate's own column (never employer-visible): off until they turn it on.
const EMPTY_ROW: CandidateProfileRow = Object.assign(emptyRow(Object.keys(candidateProfileSelect) as (keyof CandidateProfileRow)[]), { discoverable: false });

const link = (id: string | null) => (id ? fileLink(id) : null);

/** The one mapper of the employer-visible columns (or none saved yet): dates as YYYY-MM-DD, the résumé as a link. */
export function toVisibleProfile(row: VisibleProfileRow | null) {
  const { dob, resumeFileId, ...columns } = row ?? EMPTY_VISIBLE_ROW;
  return { ...columns, dob: dob ? dob.toISOString().slice(0, 10) : null, resumeFile: link(resumeFileId) };
}

/** The one mapper of a stored profile (or none yet) and the skills to the API's shape: files as /api/v1/files/{id} links. */
function toProfileData(row: CandidateProfileRow | null, skills: CandidateSkillJson[]): CandidateProfileData {
  const { panCardNumber, panCardFileId, drivingLicenseNumber, drivingLicenseFileId, passPortNumber, passPortFileId, discoverable, ...visible } =
    row ?? EMPTY_ROW;
  return {
    ...toVisibleProfile(visible),
    panCardNumber,
    panCardFile: link(panCardFileId),
    drivingLicenseNumber,
    drivingLicenseFile: link(drivingLicenseFileId),
    passPortNumber,
    passPortFile: link(passPortFileId),
    skills,
    discoverable,
  };
}

type Client = Prisma.TransactionClient | typeof db;

async function loadCandidate(client: Client, userId: string): Promise<CandidateWithProfile> {
  const user = await client.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, email: true, mobile: true, role: true, candidate: { select: candidateProfileSelect } },
  });
  if (!user || user.role !== "Candidate") throw notFound("Candidate not found.");
  const skills = await getCandidateSkills(user.id, client);
  return { id: user.id, fullName: user.name, email: user.email, mobile: user.mobile, profile: toProfileData(user.candidate, skills) };
}

function assertCandidate(user: SessionUser) {
  if (user.role !== "Candidate") throw forbidden();
}

/** GET candidate/get-profile. */
export async function getCandidateProfile(user: SessionUser): Promise<CandidateWithProfile> {
  assertCandidate(user);
  return loadCandidate(db, user.id);
}

/** Decides the saved profile's `isProfileCompleted`; may throw (an ApiError) to refuse the save. */
type Completion = (saved: CandidateWithProfile) => boolean;

/**
 * POST candidate/update-profile, with the parsed body (text fields and chosen files): the submit.
 * The profile is complete when all four steps validate against what is stored.
 */
export async function updateCandidateProfile(user: SessionUser, input: ProfileUpdateInput): Promise<CandidateWithProfile> {
  assertCandidate(user);
  return writeProfile(user, input, (saved) => isProfileComplete(toFormValues(saved)));
}

/**
 * POST candidate/save-profile-step: the wizard keeps a step on the server when the candidate moves
 * on (decisions.md section 19, docs/decisions/0029). Only the step's fields are written, and the step
 * as stored (sent values over saved ones) must pass its rules, or nothing changes (400). Moving on
 * never completes a profile: only the submit does; a complete one stays complete while all rules pass.
 */
export async function saveProfileStep(user: SessionUser, { step, ...input }: ProfileStepInput): Promise<CandidateWithProfile> {
  assertCandidate(user);
  const index = PROFILE_STEPS.indexOf(step);
  const keys = new Set(stepFieldsOf(index));
  const picked = Object.fromEntries(Object.entries(input).filter(([key]) => keys.has(key))) as ProfileUpdateInput;
  return writeProfile(user, picked, (saved) => {
    const values = toFormValues(saved);
    const errors = validateStep(index, values);
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
    return saved.profile.isProfileCompleted && isProfileComplete(values);
  });
}

/**
 * Writes (part of) the profile. Order matters so that a refused request changes nothing: check every
 * file first, then write the files, then one transaction (which `complete` may still refuse); the
 * replaced files' bytes are removed only after the commit, the new ones if it fails.
 */
async function writeProfile(user: SessionUser, input: ProfileUpdateInput, complete: Completion): Promise<CandidateWithProfile> {
  const { panCardFile, drivingLicenseFile, passPortFile, resumeFile, fullName, mobile, dob, ...profileFields } = input;

  const files: Record<FileField, File | undefined> = { panCardFile, drivingLicenseFile, passPortFile, resumeFile };
  const chosen = Object.entries(files).filter((entry): entry is [FileField, File] => entry[1] !== undefined);
  // Sizes of all files first (cheap), so a too-large file is reported before any type is checked.
  for (const [field, file] of chosen) checkUploadSize(field, file.size);
  const prepared: PreparedFile[] = [];
  for (const [field, file] of chosen) prepared.push(await prepareUpload(field, file));

  const written = await writePrepared(prepared);
  let replacedKeys: string[] = [];
  let result: CandidateWithProfile;
  try {
    result = await db.$transaction(async (tx) => {
      // A student's record verified by their institute locks these three (decisions.md section 18).
      await assertAcademicsUnlocked(tx, user.id, profileFields);
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
      const completed = complete(saved);
      if (completed !== saved.profile.isProfileCompleted) {
        await tx.candidateProfile.update({ where: { userId: user.id }, data: { isProfileCompleted: completed } });
        saved.profile.isProfileCompleted = completed;
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
