// Employer area through its API route handlers: company profile, posting jobs (approval rule,
// messages), the applications dashboard (counts, paging, search), soft delete, applicants, and
// ownership (another employer's job is a 404). The session is replaced by a mocked current user.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }) }));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
const { session } = await import("@/tests/helpers/mock-guards");

const { db } = await import("@/lib/db");
const factories = await import("@/tests/factories");
const { createCandidate, createEmployer, createJob, createUser, uniqueEmail } = factories;
const { call, JOB_FORM_MESSAGES, profileFields, validJob } = await import("@/tests/employer/helpers");
const { badRequestErrors } = await import("@/tests/helpers/api-failure");
const getProfileRoute = await import("@/app/api/v1/employer/get-profile/route");
const updateProfileRoute = await import("@/app/api/v1/employer/update-profile/route");
const listJobRoute = await import("@/app/api/v1/jobs/list-job/route");
const deleteJobRoute = await import("@/app/api/v1/jobs/delete-job/[id]/route");
const jobApplicantsRoute = await import("@/app/api/v1/applications/job-applicants/route");
const detailsRoute = await import("@/app/api/v1/applications/job-applicants-details/route");
const actions = { ...(await import("@/lib/employers/actions")), ...(await import("@/lib/job-posting/actions")) };

// ---------------------------------------------------------------------------------------------------

describe("employer/get-profile and employer/update-profile", () => {
  it("returns the profile with the account's e-mail and mobile, and the status", async () => {
    const { user } = await createEmployer({ status: "pending", orgName: "Profile Co", city: "Nashik" });
    const { status, body } = await call(getProfileRoute.GET, { as: user });
    expect(status).toBe(200);
    expect(body.response).toEqual({
      orgName: "Profile Co",
      city: "Nashik",
      state: "Maharashtra",
      mobile: "9876543210",
      email: user.email,
      pendingEmail: null,
      website: "https://acme.example",
      about: expect.any(String),
      gstin: null,
      status: "pending",
    });
  });

  it("needs an Employer session (401 logged out, 403 other roles)", async () => {
    const candidate = await createUser({ role: "Candidate" });
    expect((await call(getProfileRoute.GET, { as: null })).status).toBe(401);
    expect((await call(getProfileRoute.GET, { as: candidate })).status).toBe(403);
    const body = { ...profileFields, email: candidate.email };
    expect((await call(updateProfileRoute.POST, { as: candidate, method: "POST", body })).status).toBe(403);
  });

  it("saves trimmed values and the mobile; a pending company stays pending", async () => {
    const { user, employer } = await createEmployer({ status: "pending" });
    const { status, body } = await call(updateProfileRoute.POST, {
      as: user,
      method: "POST",
      body: { ...profileFields, email: ` ${user.email.toUpperCase()} ` },
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Profile updated successfully");
    expect(body.response).toEqual({
      orgName: "Bright Hire Pvt Ltd",
      email: user.email,
      pendingEmail: null,
      mobile: "9123456780",
      website: "brighthire.example/careers",
      city: "Mumbai",
      state: "Maharashtra",
      about: "We hire engineers.",
      gstin: null,
      status: "pending",
    });
    const account = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(account).toMatchObject({ email: user.email, pendingEmail: null, mobile: "9123456780", name: "Bright Hire Pvt Ltd" });
    const row = await db.employer.findUniqueOrThrow({ where: { id: employer.id } });
    expect(row).toMatchObject({ orgName: "Bright Hire Pvt Ltd", city: "Mumbai", status: "pending" });
  });

  it("answers every rule with the spec's message per field", async () => {
    const { user } = await createEmployer();
    const blank = { orgName: " ", email: "", mobile: "", website: "  ", city: "", state: " ", about: "   " };
    const { status, body } = await call(updateProfileRoute.POST, { as: user, method: "POST", body: blank });
    expect(status).toBe(400);
    expect(body.code).toBe("VALIDATION");
    expect(body.errors).toEqual({
      orgName: "Organization name is required",
      email: "Email is required",
      mobile: "Mobile number is required",
      website: "Website is required",
      city: "City is required",
      state: "State is required",
      about: "About section is required",
    });

    const missing = await call(updateProfileRoute.POST, { as: user, method: "POST", body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.orgName).toBe("Organization name is required");
    expect(missing.body.errors?.about).toBe("About section is required");

    const own = { ...profileFields, email: user.email };
    const wrong = await call(updateProfileRoute.POST, {
      as: user,
      method: "POST",
      body: { ...own, email: "not-an-email", mobile: "12345", website: "not a website" },
    });
    expect(badRequestErrors(wrong)).toEqual({
      email: "Invalid email format",
      mobile: "Mobile number must be 10 digits",
      website: "Invalid website URL",
    });
    for (const mobile of ["12345678901", "98765abcde", "+919876543"]) {
      const res = await call(updateProfileRoute.POST, { as: user, method: "POST", body: { ...own, mobile } });
      expect(res.body.errors?.mobile, mobile).toBe("Mobile number must be 10 digits");
    }
    for (const website of ["https://example.com", "http://sub.example.co.in/about/us", "example.org"]) {
      const res = await call(updateProfileRoute.POST, { as: user, method: "POST", body: { ...own, website } });
      expect(res.status, website).toBe(200);
    }
    for (const website of ["ftp://example.com", "https://", "example", "http://exa mple.com"]) {
      const res = await call(updateProfileRoute.POST, { as: user, method: "POST", body: { ...own, website } });
      expect(res.body.errors?.website, website).toBe("Invalid website URL");
    }
  });

  it("puts a rejected company back in the admins' queue when it updates its profile", async () => {
    const { user, employer } = await createEmployer({ status: "rejected" });
    const { status, body } = await call(updateProfileRoute.POST, {
      as: user,
      method: "POST",
      body: { ...profileFields, email: user.email },
    });
    expect(status).toBe(200);
    expect(body.response).toMatchObject({ status: "pending" });
    expect((await db.employer.findUniqueOrThrow({ where: { id: employer.id } })).status).toBe("pending");
  });

  it("works as a server action too, with the same rules", async () => {
    const { user } = await createEmployer();
    session.user = user;
    const bad = await actions.updateEmployerProfileAction({ ...profileFields, email: user.email, mobile: "12" });
    expect(bad).toMatchObject({ ok: false, status: 400, code: "VALIDATION", errors: { mobile: "Mobile number must be 10 digits" } });
    const good = await actions.updateEmployerProfileAction({ ...profileFields, email: user.email });
    expect(good.ok && good.data.user).toEqual({ ...user, name: "Bright Hire Pvt Ltd", email: user.email });
    expect(good.ok && good.message).toBe("Profile updated successfully");
  });
});

// ---------------------------------------------------------------------------------------------------

describe("jobs/list-job", () => {
  it("creates a pending job located at the employer's city and state, with 0 years allowed", async () => {
    const { user, employer } = await createEmployer({ city: "Indore", state: "Madhya Pradesh", orgName: "Poster Ltd" });
    const { status, body } = await call(listJobRoute.POST, { as: user, method: "POST", body: validJob });
    expect(status).toBe(201);
    expect(body.message).toBe("Job posted successfully");
    expect(body.response).toMatchObject({
      post: "QA Engineer",
      minExperience: 0,
      openings: 2,
      employmentType: "Full Time",
      hiringProcess: "Walk In",
      qualifications: ["B.Tech", "Diploma"],
      status: "pending",
      city: "Indore",
      state: "Madhya Pradesh",
      country: "India",
      organisationDetails: { orgName: "Poster Ltd", city: "Indore", state: "Madhya Pradesh" },
    });
    const id = (body.response as { id: string }).id;
    const row = await db.job.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ employerId: employer.id, status: "pending", minExperience: 0, employmentType: "FullTime", deletedAt: null });
  });

  it("answers every rule with the spec's message per field", async () => {
    const { user } = await createEmployer();
    const empty = await call(listJobRoute.POST, {
      as: user,
      method: "POST",
      body: { post: "", payroll: " ", qualifications: [], openings: "", minExperience: "", description: "", employmentType: "", hiringProcess: "" },
    });
    expect(badRequestErrors(empty)).toEqual(JOB_FORM_MESSAGES);
    const low = await call(listJobRoute.POST, { as: user, method: "POST", body: { ...validJob, openings: 0, minExperience: -1 } });
    expect(low.body.errors).toEqual({
      openings: "Number of openings must be at least 1",
      minExperience: "Minimum Experience must be at least 0",
    });
    expect(await db.job.count({ where: { employer: { userId: user.id } } })).toBe(0);
  });

  it("refuses employers who are not approved (403), whatever the page shows", async () => {
    const { user: pending } = await createEmployer({ status: "pending" });
    const { user: rejected } = await createEmployer({ status: "rejected" });
    const p = await call(listJobRoute.POST, { as: pending, method: "POST", body: validJob });
    expect(p.status).toBe(403);
    expect(p.body.message).toBe("Your request is still pending. Please try again later.");
    const r = await call(listJobRoute.POST, { as: rejected, method: "POST", body: validJob });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("Your request has been rejected. Please signup again.");
    session.user = pending;
    expect(await actions.postJobAction(validJob)).toMatchObject({ ok: false, status: 403 });
    expect(await db.job.count({ where: { employer: { userId: { in: [pending.id, rejected.id] } } } })).toBe(0);

    const candidate = await createUser({ role: "Candidate" });
    expect((await call(listJobRoute.POST, { as: candidate, method: "POST", body: validJob })).status).toBe(403);
    expect((await call(listJobRoute.POST, { as: null, method: "POST", body: validJob })).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------------

type JobsPage = { docs: { job: { id: string; post: string }; count: number }[]; page: number; hasNextPage: boolean };

async function dashboard(user: SessionUser, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await call(jobApplicantsRoute.GET, { as: user, path: `/api/v1/applications/job-applicants?${params}` });
  expect(res.status).toBe(200);
  return res.body.response as JobsPage;
}

async function apply(jobId: string, candidateId: string) {
  return db.application.create({ data: { jobId, candidateId } });
}

describe("applications/job-applicants (the dashboard)", () => {
  it("pages the employer's own live jobs 10 at a time, newest first, with correct counts", async () => {
    const { user, employer } = await createEmployer();
    const { employer: other } = await createEmployer();
    const base = Date.now() - 100 * 60_000;
    const jobs = [];
    for (let i = 0; i < 23; i++) {
      jobs.push(await createJob({ employerId: employer.id, post: `Role ${i}`, createdAt: new Date(base + i * 60_000), status: i % 2 ? "approved" : "pending" }));
    }
    await createJob({ employerId: employer.id, post: "Deleted one", deletedAt: new Date() });
    await createJob({ employerId: other.id, post: "Someone else's" });
    const candidates = await Promise.all([1, 2, 3].map(() => createCandidate({ complete: true })));
    // Role 22 (newest) gets 3 applications, Role 12 gets 1, Role 0 (oldest) gets 2.
    for (const c of candidates) await apply(jobs[22].id, c.user.id);
    await apply(jobs[12].id, candidates[0].user.id);
    await apply(jobs[0].id, candidates[1].user.id);
    await apply(jobs[0].id, candidates[2].user.id);

    const p1 = await dashboard(user);
    const p2 = await dashboard(user, { page: 2 });
    const p3 = await dashboard(user, { page: 3 });
    expect(p1.docs).toHaveLength(10);
    expect(p2.docs).toHaveLength(10);
    expect(p3.docs).toHaveLength(3);
    expect([p1.hasNextPage, p2.hasNextPage, p3.hasNextPage]).toEqual([true, true, false]);
    expect([p1.page, p2.page, p3.page]).toEqual([1, 2, 3]);
    const all = [...p1.docs, ...p2.docs, ...p3.docs];
    expect(all.map((d) => d.job.post)).toEqual(Array.from({ length: 23 }, (_, i) => `Role ${22 - i}`));
    const counts = Object.fromEntries(all.map((d) => [d.job.post, d.count]));
    expect(counts["Role 22"]).toBe(3);
    expect(counts["Role 12"]).toBe(1);
    expect(counts["Role 0"]).toBe(2);
    expect(all.filter((d) => d.count === 0)).toHaveLength(20);
    expect(all[0].job).toMatchObject({ id: jobs[22].id, status: "pending", employmentType: "Full Time" });

    const beyond = await dashboard(user, { page: 4 });
    expect(beyond).toEqual({ docs: [], page: 4, hasNextPage: false });
  });

  it("searches post, employment type and description, case-insensitively, from page 1", async () => {
    const { user, employer } = await createEmployer();
    await createJob({ employerId: employer.id, post: "Kotlin Developer", employmentType: "FullTime", description: "Android apps." });
    await createJob({ employerId: employer.id, post: "Designer", employmentType: "PartTime", description: "Figma and KOTLIN-curious." });
    await createJob({ employerId: employer.id, post: "Accountant", employmentType: "Internship", description: "Ledgers." });
    const posts = async (search: string) => (await dashboard(user, { search })).docs.map((d) => d.job.post).sort();
    expect(await posts("kotlin")).toEqual(["Designer", "Kotlin Developer"]);
    expect(await posts("part time")).toEqual(["Designer"]);
    expect(await posts("TIME")).toEqual(["Designer", "Kotlin Developer"]);
    expect(await posts("intern")).toEqual(["Accountant"]);
    expect(await posts("ledg")).toEqual(["Accountant"]);
    expect(await posts("nothing like this")).toEqual([]);
    // LIKE wildcards are taken literally
    expect(await posts("%")).toEqual([]);
    expect(await posts("_")).toEqual([]);
    expect(await posts("  ")).toEqual(["Accountant", "Designer", "Kotlin Developer"]);
  });

  it("rejects a bad page and other roles", async () => {
    const { user } = await createEmployer();
    const bad = await call(jobApplicantsRoute.GET, { as: user, path: "/api/v1/applications/job-applicants?page=0" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.page).toBe("Page must be at least 1");
    const text = await call(jobApplicantsRoute.GET, { as: user, path: "/api/v1/applications/job-applicants?page=abc" });
    expect(text.status).toBe(400);
    const candidate = await createUser({ role: "Candidate" });
    expect((await call(jobApplicantsRoute.GET, { as: candidate })).status).toBe(403);
  });
});

// ---------------------------------------------------------------------------------------------------

describe("jobs/delete-job/{id}", () => {
  it("soft-deletes the owner's job: it leaves the list, its applications stay", async () => {
    const { user, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id, post: "To be removed" });
    const keep = await createJob({ employerId: employer.id, post: "Stays" });
    const { user: candidate } = await createCandidate({ complete: true });
    const application = await apply(job.id, candidate.id);

    const res = await call(deleteJobRoute.DELETE, { as: user, method: "DELETE", params: { id: job.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Job deleted successfully", response: null });
    const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await db.application.findUnique({ where: { id: application.id } })).not.toBeNull();
    expect((await dashboard(user)).docs.map((d) => d.job.id)).toEqual([keep.id]);

    // Gone for good: deleting again or reading its applicants is a 404.
    expect((await call(deleteJobRoute.DELETE, { as: user, method: "DELETE", params: { id: job.id } })).status).toBe(404);
    const details = await call(detailsRoute.GET, { as: user, path: `/api/v1/applications/job-applicants-details?jobId=${job.id}` });
    expect(details.status).toBe(404);
  });

  it("never lets another employer delete a job (404, job untouched)", async () => {
    const { employer: a } = await createEmployer();
    const { user: b } = await createEmployer();
    const job = await createJob({ employerId: a.id });
    const res = await call(deleteJobRoute.DELETE, { as: b, method: "DELETE", params: { id: job.id } });
    expect(res.status).toBe(404);
    session.user = b;
    expect(await actions.deleteJobAction({ id: job.id })).toMatchObject({ ok: false, status: 404, code: "NOT_FOUND" });
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).deletedAt).toBeNull();
    expect((await call(deleteJobRoute.DELETE, { as: b, method: "DELETE", params: { id: "no-such-job" } })).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------------

type Details = {
  job: { id: string; post: string };
  candidates: { id: string; fullName: string; email: string; mobile: string; profile: Record<string, unknown> }[];
  total: number;
  page: number;
  hasNextPage: boolean;
};

async function details(user: SessionUser, jobId: string, search?: string) {
  const params = new URLSearchParams({ jobId });
  if (search !== undefined) params.set("search", search);
  return call(detailsRoute.GET, { as: user, path: `/api/v1/applications/job-applicants-details?${params}` });
}

describe("applications/job-applicants-details", () => {
  it("gives the job and its applicants with their profiles and resume links, never identity documents", async () => {
    const { user, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id, post: "Data Analyst" });
    const { user: priya } = await createCandidate({ complete: true, name: "Priya Patil" });
    const { user: ravi } = await createCandidate({ complete: false, name: "Ravi Kumar" });
    const resume = await db.storedFile.create({
      data: { ownerId: priya.id, kind: "resume", mimeType: "application/pdf", size: 10, fileName: "cv.pdf", storageKey: `test/${priya.id}.pdf` },
    });
    await db.candidateProfile.update({ where: { userId: priya.id }, data: { resumeFileId: resume.id, currentCompany: "Zenith Analytics" } });
    await apply(job.id, ravi.id);
    await apply(job.id, priya.id);

    const { status, body } = await details(user, job.id);
    expect(status).toBe(200);
    const data = body.response as Details;
    expect(data.job).toMatchObject({ id: job.id, post: "Data Analyst" });
    expect(data.total).toBe(2);
    expect(data.hasNextPage).toBe(false);
    expect(data.candidates.map((c) => c.fullName)).toEqual(["Priya Patil", "Ravi Kumar"]); // newest application first
    const [p, r] = data.candidates;
    expect(p).toMatchObject({ id: priya.id, email: priya.email, mobile: "9876543210" });
    expect(p.profile).toMatchObject({
      currentCompany: "Zenith Analytics",
      resumeFile: `/api/v1/files/${resume.id}`,
      dob: "1998-04-12",
      gender: "Female",
      maritalStatus: "Single",
      language: ["English", "Hindi"],
      englishFluency: "Advanced",
      workExperience: 3,
      course: "B.Tech",
      passingYear: 2020,
      marks: "8.0 CGPA",
      prefferedLocation: "Pune",
      isProfileCompleted: true,
    });
    expect(p.profile).not.toHaveProperty("panCardNumber");
    expect(JSON.stringify(body)).not.toContain("ABCPS1234K");
    expect(r.profile).toMatchObject({ currentCompany: null, resumeFile: null, language: [], isProfileCompleted: false });
  });

  it("searches applicants by name, e-mail or current company", async () => {
    const { user, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id });
    const { user: a } = await createCandidate({ complete: true, name: "Anita Desai" });
    const { user: b } = await createCandidate({ complete: true, name: "Bharat Singh", email: uniqueEmail("bharat.findme") });
    const { user: c } = await createCandidate({ complete: true, name: "Chitra Rao" });
    await db.candidateProfile.update({ where: { userId: c.id }, data: { currentCompany: "Quantum Widgets" } });
    for (const u of [a, b, c]) await apply(job.id, u.id);
    const names = async (search: string) => ((await details(user, job.id, search)).body.response as Details).candidates.map((x) => x.fullName);
    expect(await names("anita")).toEqual(["Anita Desai"]);
    expect(await names("FINDME")).toEqual(["Bharat Singh"]);
    expect(await names("quantum")).toEqual(["Chitra Rao"]);
    expect(await names("zzz")).toEqual([]);
    expect(await names("%")).toEqual([]);
    expect(await names("_")).toEqual([]);
    expect(((await details(user, job.id, "quantum")).body.response as Details).total).toBe(1);
  });

  it("is closed to a company once it is rejected (403), and so are its applicants' resumes", async () => {
    const { user, employer } = await createEmployer();
    const job = await createJob({ employerId: employer.id });
    const { user: candidate } = await createCandidate({ complete: true });
    vi.stubEnv("DATA_DIR", mkdtempSync(path.join(tmpdir(), "employer-files-")));
    const { getStorage, newStorageKey } = await import("@/lib/storage");
    const storageKey = await getStorage().put(newStorageKey(), new TextEncoder().encode("%PDF-1.4 resume"), "application/pdf");
    const resume = await db.storedFile.create({
      data: { ownerId: candidate.id, kind: "resume", mimeType: "application/pdf", size: 15, fileName: "cv.pdf", storageKey },
    });
    await apply(job.id, candidate.id);
    const { readStoredFile } = await import("@/lib/candidate-profile/service/files");
    const fileStatus = async () => readStoredFile(user, resume.id).then(() => 200, (error: { status?: number }) => error.status);
    expect((await details(user, job.id)).status).toBe(200);
    expect(await fileStatus()).toBe(200);

    await db.employer.update({ where: { id: employer.id }, data: { status: "rejected" } });
    const res = await details(user, job.id);
    expect(res).toMatchObject({ status: 403, body: { success: false, message: "Your request has been rejected. Please signup again." } });
    expect(JSON.stringify(res.body)).not.toContain(candidate.email);
    expect(await fileStatus()).toBe(404);
    vi.unstubAllEnvs();
  });

  it("is the owner's only: another employer gets 404, a missing jobId 400", async () => {
    const { employer: a } = await createEmployer();
    const { user: b } = await createEmployer();
    const job = await createJob({ employerId: a.id });
    const { user: candidate } = await createCandidate({ complete: true });
    await apply(job.id, candidate.id);
    const res = await details(b, job.id);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(candidate.email);
    expect((await details(b, "no-such-job")).status).toBe(404);
    const missing = await call(detailsRoute.GET, { as: b, path: "/api/v1/applications/job-applicants-details" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.jobId).toBe("Job id is required");
  });
});
