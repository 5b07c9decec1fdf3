// POST candidate/save-profile-step (decisions.md section 19, docs/decisions/0029): the wizard keeps
// each step on the server when the candidate moves on, so a fresh read (another device) finds it;
// only the submit (update-profile) completes the profile. Also the fresher choice and the optional
// salary and notice fields, as the candidate saves them and as the job's employer sees them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { as, callGetProfile, callStep, callUpdate, fixture, formOf, FULL_TEXT, setupTempDataDir, storedUploads } from "./helpers";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const dataDir = setupTempDataDir();
const { db } = await import("@/lib/db");
const { createCandidate, createUser } = await import("@/tests/factories");
const { call, pipelineFixture } = await import("@/tests/pipeline/helpers");
const detailsRoute = await import("@/app/api/v1/applications/job-applicants-details/route");

const PERSONAL = {
  step: "personal",
  fullName: FULL_TEXT.fullName,
  mobile: "+91 98765-43210",
  gender: FULL_TEXT.gender,
  dob: FULL_TEXT.dob,
  subLocation: FULL_TEXT.subLocation,
  maritalStatus: FULL_TEXT.maritalStatus,
  language: FULL_TEXT.language,
  englishFluency: FULL_TEXT.englishFluency,
  currentAddress: FULL_TEXT.currentAddress,
  permanentAddress: FULL_TEXT.permanentAddress,
};

const JOB_PROFILE = {
  step: "job-profile",
  workExperience: "4",
  currentCompany: "Pixel Forge",
  role: "QA Engineer",
  industry: "Software",
  jobType: "Full Time",
  prefferedLocation: "Pune",
  currentSalary: "6,00,000",
  expectedSalary: "8 00 000",
  noticePeriodDays: "30",
};

async function newCandidate() {
  const { user } = await createCandidate();
  as(user);
  return user;
}

afterEach(() => as(null));

describe("POST candidate/save-profile-step", () => {
  it("keeps a step on the server: a fresh read (another device) has its values, and the profile is not complete", async () => {
    const user = await newCandidate();
    const res = await callStep(formOf({ ...PERSONAL, course: "Smuggled" }));
    expect(res.status).toBe(200);
    expect(res.body.response.profile.isProfileCompleted).toBe(false);

    const elsewhere = await callGetProfile();
    expect(elsewhere.body.response).toMatchObject({ fullName: "Priya Sharma", mobile: "9876543210" });
    expect(elsewhere.body.response.profile).toMatchObject({
      gender: "Female",
      dob: "1998-04-12",
      subLocation: "Kothrud",
      language: ["English", "Hindi", "Marathi"],
      // Fields of other steps are not written by a step save.
      course: null,
      isProfileCompleted: false,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).mobile).toBe("9876543210");
  });

  it("refuses a step that does not pass its rules with the spec's messages, and changes nothing", async () => {
    const user = await newCandidate();
    const res = await callStep(formOf({ step: "personal", gender: "Male" }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.errors).toMatchObject({ dob: "Date of birth is required", permanentAddress: "Permanent address is required" });
    expect((await db.candidateProfile.findUniqueOrThrow({ where: { userId: user.id } })).gender).toBeNull();

    const kyc = await callStep(formOf({ step: "kyc", panCardNumber: "ABCPS1234K" }));
    expect(kyc.status).toBe(400);
    expect(kyc.body.errors).toEqual({ panCardFile: "PAN card file is required with PAN number" });
    // A refused step keeps none of its files (written first, removed with the rolled-back transaction).
    const before = storedUploads(dataDir);
    const imageOnly = await callStep(formOf({ step: "kyc", passPortFile: fixture("passport.webp", "image/webp") }));
    expect(imageOnly.body.errors).toEqual({ passPortNumber: "Passport number is required with passport file" });
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(storedUploads(dataDir)).toEqual(before);
    const none = await callStep(formOf({ step: "kyc" }));
    expect(none.body.errors).toEqual({ kyc: "At least one complete document set is required (PAN/License/Passport)" });
  });

  it("checks the step as stored: a file uploaded once counts for the next save", async () => {
    await newCandidate();
    const kyc = await callStep(formOf({ step: "kyc", panCardNumber: "abcps1234k", panCardFile: fixture("pan-card.png", "image/png") }));
    expect(kyc.status).toBe(200);
    expect(kyc.body.response.profile).toMatchObject({ panCardNumber: "ABCPS1234K", panCardFile: expect.stringMatching(/^\/api\/v1\/files\//) });

    const withResume = await callStep(formOf({ ...JOB_PROFILE, resumeFile: fixture("resume.pdf", "application/pdf") }));
    expect(withResume.status).toBe(200);
    // The résumé is stored: saving the step again without a file passes "Resume is required".
    const again = await callStep(formOf({ ...JOB_PROFILE, role: "Test Lead" }));
    expect(again.status).toBe(200);
    expect(again.body.response.profile).toMatchObject({
      role: "Test Lead",
      resumeFile: withResume.body.response.profile.resumeFile,
      currentSalary: 600000,
      expectedSalary: 800000,
      noticePeriodDays: 30,
      isFresher: false,
    });
  });

  it("never completes the profile; the submit does, and a complete profile stays complete while the rules pass", async () => {
    await newCandidate();
    expect((await callStep(formOf(PERSONAL))).status).toBe(200);
    expect((await callStep(formOf({ step: "kyc", panCardNumber: "A1", panCardFile: fixture("pan-card.png", "image/png") }))).status).toBe(200);
    expect((await callStep(formOf({ ...JOB_PROFILE, resumeFile: fixture("resume.pdf", "application/pdf") }))).status).toBe(200);
    const education = await callStep(formOf({ step: "education", course: "B.Tech", passingYear: "2020", marks: "72%" }));
    expect(education.status).toBe(200);
    // Every rule passes now, but nobody submitted.
    expect(education.body.response.profile.isProfileCompleted).toBe(false);

    const submitted = await callUpdate(formOf({ marks: "72%" }));
    expect(submitted.body.response.profile.isProfileCompleted).toBe(true);

    const edited = await callStep(formOf({ step: "education", marks: "75%" }));
    expect(edited.body.response.profile).toMatchObject({ marks: "75%", isProfileCompleted: true });
    expect((await callStep(formOf({ step: "education", marks: "" }))).status).toBe(400);
    expect((await callGetProfile()).body.response.profile).toMatchObject({ marks: "75%", isProfileCompleted: true });
  });

  it("takes 'I am a fresher' instead of a company, and refuses a fresher with one", async () => {
    await newCandidate();
    const fresher = {
      step: "job-profile",
      isFresher: "true",
      workExperience: "0",
      role: "Trainee Developer",
      industry: "Software",
      jobType: "Full Time",
      prefferedLocation: "Pune",
      expectedSalary: "300000",
      noticePeriodDays: "0",
      resumeFile: fixture("resume.pdf", "application/pdf"),
    };
    const res = await callStep(formOf(fresher));
    expect(res.status).toBe(200);
    expect(res.body.response.profile).toMatchObject({ isFresher: true, workExperience: 0, currentCompany: null, noticePeriodDays: 0 });

    const contradiction = await callStep(formOf({ ...fresher, resumeFile: "", workExperience: "2", currentCompany: "Fresher", currentSalary: "1" }));
    expect(contradiction.status).toBe(400);
    expect(contradiction.body.errors).toEqual({
      workExperience: "A fresher has 0 years of work experience",
      currentCompany: "Leave the current company empty as a fresher",
      currentSalary: "Leave the current salary empty as a fresher",
    });

    // Not a fresher any more: the spec's rule asks for the company again.
    const notFresher = await callStep(formOf({ step: "job-profile", isFresher: "false", workExperience: "1" }));
    expect(notFresher.body.errors).toEqual({ currentCompany: "Current company is required" });
  });

  it("refuses salaries and notice periods out of range, and an unknown step", async () => {
    await newCandidate();
    const res = await callStep(formOf({ ...JOB_PROFILE, currentSalary: "6.5 lakh", expectedSalary: "-1", noticePeriodDays: "181" }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      currentSalary: "Please enter whole rupees a year, e.g. 600000",
      expectedSalary: "Please enter whole rupees a year, e.g. 600000",
      noticePeriodDays: "Please enter a notice period between 0 and 180 days",
    });
    expect((await callStep(formOf({ ...JOB_PROFILE, expectedSalary: "1000000001" }))).status).toBe(400);
    const unknown = await callStep(formOf({ step: "hobbies" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.step).toMatch(/personal, kyc, job-profile, education/);
  });

  it("is for candidates only", async () => {
    expect((await callStep(formOf(PERSONAL))).status).toBe(401);
    as(await createUser({ role: "Employer" }));
    expect((await callStep(formOf(PERSONAL))).status).toBe(403);
  });
});

describe("the job's employer sees the new facts", () => {
  it("shows a fresher as a fresher with no company, and the salaries and notice period", async () => {
    const { employer, job, candidate } = await pipelineFixture("applied");
    await db.candidateProfile.update({
      where: { userId: candidate.id },
      data: { isFresher: true, workExperience: 0, currentCompany: null, expectedSalary: 350000, noticePeriodDays: 15 },
    });
    const { status, body } = await call(detailsRoute.GET, { as: employer, path: `/api/v1/applications/job-applicants-details?jobId=${job.id}` });
    expect(status).toBe(200);
    const [applicant] = (body.response as { candidates: { profile: Record<string, unknown> }[] }).candidates;
    expect(applicant.profile).toMatchObject({
      isFresher: true,
      workExperience: 0,
      currentCompany: null,
      currentSalary: null,
      expectedSalary: 350000,
      noticePeriodDays: 15,
    });
  });
});
