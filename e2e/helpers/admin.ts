// The demo admin as an API client, for specs that need an employer or a job approved.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { apiLogin } from "./accounts";
import { DEMO } from "./auth";

export async function adminApi(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL });
  await apiLogin(admin, "Admin", DEMO.admin.email, DEMO.admin.password);
  return admin;
}

/** Finds the pending employer with this login e-mail and approves it. */
export async function approveEmployer(admin: APIRequestContext, email: string): Promise<void> {
  const list = await admin.get("/api/v1/admin/employers?status=pending&limit=100");
  expect(list.status()).toBe(200);
  const mine = ((await list.json()) as { response: { id: string; email: string }[] }).response.find((e) => e.email === email);
  expect(mine, "the new employer is waiting for approval").toBeTruthy();
  const decided = await admin.patch(`/api/v1/admin/employers/${mine!.id}`, { data: { status: "approved" } });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** Finds the pending university with this login e-mail and approves it (decisions.md section 20). */
export async function approveUniversity(admin: APIRequestContext, email: string): Promise<void> {
  const list = await admin.get(`/api/v1/admin/universities?status=pending&search=${encodeURIComponent(email)}`);
  expect(list.status()).toBe(200);
  const mine = ((await list.json()) as { response: { id: string; email: string }[] }).response.find((u) => u.email === email);
  expect(mine, "the new university is waiting for approval").toBeTruthy();
  const decided = await admin.patch(`/api/v1/admin/universities/${mine!.id}`, { data: { status: "approved" } });
  expect(decided.status(), await decided.text()).toBe(200);
}

type JobFields = {
  post: string;
  description: string;
  payroll?: string;
  qualifications?: string[];
  openings?: number;
  minExperience?: number;
  skills?: { skillId: string; required: boolean }[];
};

/**
 * An approved employer's logged-in client posts a job (these fields over a plain full-time one) and
 * the admin approves it (it opens now); answers the job's id.
 */
export async function postApprovedJob(employer: APIRequestContext, admin: APIRequestContext, fields: JobFields): Promise<string> {
  const posted = await employer.post("/api/v1/jobs/list-job", {
    data: {
      payroll: "6 LPA",
      qualifications: ["B.Tech"],
      openings: 1,
      minExperience: 0,
      employmentType: "Full Time",
      hiringProcess: "Online",
      ...fields,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { response: { id: string } }).response.id;
  const approved = await admin.patch(`/api/v1/admin/jobs/${jobId}`, { data: { status: "approved" } });
  expect(approved.status(), await approved.text()).toBe(200);
  return jobId;
}

/** The demo employer posts a job and the demo admin approves it (it opens now); answers the job's id. */
export async function postApprovedDemoJob(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  fields: JobFields,
): Promise<string> {
  const employer = await playwright.request.newContext({ baseURL });
  await apiLogin(employer, "Employer", DEMO.employer.email, DEMO.employer.password);
  const admin = await adminApi(playwright, baseURL);
  const jobId = await postApprovedJob(employer, admin, fields);
  await Promise.all([employer.dispose(), admin.dispose()]);
  return jobId;
}
