// The hiring pipeline from the employer's side (issue 13), end to end: a fresh approved employer's
// approved job with three applicants (fresh candidates with complete profiles, set up through the
// API). The employer shortlists one and schedules an interview (the candidate's mail carries an
// .ics invitation), rejects another with a reason, moves a selection in bulk (per-item results),
// reads the history with the private note, and axe finds nothing serious on the page.
// (Longer than most files: the tests share one expensive setup, so they live together.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { apiLogin, createAccount, DEFAULT_PASSWORD, mailsTo } from "./helpers/accounts";
import { DEMO } from "./helpers/auth";
import { adminApi, approveEmployer } from "./helpers/admin";
import { expectNoSeriousViolations } from "./helpers/axe";

test.describe.configure({ mode: "serial" });

type Playwright = PlaywrightWorkerArgs["playwright"];
type MailWithAttachments = Awaited<ReturnType<typeof mailsTo>>[number] & {
  attachments?: { filename: string; contentType: string; content: string }[];
};

const stamp = Date.now().toString(36);
const post = `Pipeline Analyst ${stamp}`;
const asha = `Asha Pipeline ${stamp}`;
const bala = `Bala Pipeline ${stamp}`;
const chitra = `Chitra Pipeline ${stamp}`;
const fixture = (name: string) => path.join(__dirname, "fixtures", name);

let employerEmail = "";
let jobId = "";
const candidateEmails: Record<string, string> = {};


/** A candidate with a complete profile (a resume and a driving licence) who applies to the job. */
async function applyingCandidate(playwright: Playwright, baseURL: string | undefined, fullName: string) {
  const request = await playwright.request.newContext({ baseURL });
  const { email, password } = await createAccount(request, { accountType: "Candidate", fullName });
  await apiLogin(request, "Candidate", email, password);
  const saved = await request.post("/api/v1/candidate/update-profile", {
    multipart: {
      gender: "Female",
      dob: "1996-05-14",
      subLocation: "Kothrud",
      maritalStatus: "Single",
      language: "English, Hindi",
      englishFluency: "Advanced",
      currentAddress: "4 River Road, Pune",
      permanentAddress: "4 River Road, Pune",
      drivingLicenseNumber: "MH12 2016 0000042",
      drivingLicenseFile: { name: "license.jpg", mimeType: "image/jpeg", buffer: readFileSync(fixture("license.jpg")) },
      workExperience: "3",
      resumeFile: { name: "resume.pdf", mimeType: "application/pdf", buffer: readFileSync(fixture("resume.pdf")) },
      currentCompany: "Data Works",
      role: "Analyst",
      industry: "Software",
      jobType: "Full Time",
      prefferedLocation: "Pune",
      course: "B.Sc Statistics",
      passingYear: "2018",
      marks: "72%",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { response: { profile: { isProfileCompleted: boolean } } }).response.profile.isProfileCompleted).toBe(true);
  const applied = await request.post("/api/v1/applications/create-application", { data: { jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  await request.dispose();
  candidateEmails[fullName] = email;
}

async function loginEmployer(page: Page) {
  await apiLogin(page.request, "Employer", employerEmail, DEFAULT_PASSWORD);
}

/** An applicant's row: the list item whose checkbox is labelled with the name. */
function row(page: Page, name: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByLabel(name, { exact: true }) });
}

async function pickMove(page: Page, name: string, item: string) {
  await row(page, name).getByRole("button", { name: /^Move to/ }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: item, exact: true }).click();
}

/** A datetime-local value `days` ahead in India time (the form's time zone), at 11:00. */
function istLocal(days: number): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return `${day}T11:00`;
}


test("setup: an approved employer's approved job with three applicants, 'new' on the dashboard", async ({ page, playwright, baseURL }) => {
  test.setTimeout(360_000);
  const account = await createAccount(page.request, { accountType: "Employer", orgName: `E2E Pipeline ${stamp}` });
  employerEmail = account.email;
  const admin = await adminApi(playwright, baseURL);
  await approveEmployer(admin, employerEmail);

  await loginEmployer(page);
  const posted = await page.request.post("/api/v1/jobs/list-job", {
    data: {
      post,
      payroll: "7 LPA",
      qualifications: ["B.Sc"],
      openings: 2,
      minExperience: 1,
      description: "Turn our hiring data into decisions.",
      employmentType: "Full Time",
      hiringProcess: "Online",
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  jobId = ((await posted.json()) as { response: { id: string } }).response.id;
  expect((await admin.patch(`/api/v1/admin/jobs/${jobId}`, { data: { status: "approved" } })).status()).toBe(200);
  await admin.dispose();

  for (const name of [asha, bala, chitra]) await applyingCandidate(playwright, baseURL, name);

  await page.goto("/employer/applications");
  await page.getByRole("searchbox", { name: "Search jobs" }).fill(post);
  const card = page.getByRole("article").filter({ hasText: post });
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(card.getByRole("link", { name: "View Applications (3)" })).toBeVisible();
  await expect(card.getByText("3 new", { exact: true })).toBeVisible();
});

test("the employer shortlists, schedules an interview (mailed with an .ics) and rejects with a reason", async ({ page, playwright, baseURL }) => {
  test.skip(!jobId, "needs the setup test");
  test.slow(); // three moves, a mail read back, two dialogs
  await loginEmployer(page);
  await page.goto(`/employer/applicant/${jobId}`);
  await expect(page.getByRole("heading", { level: 1, name: post })).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Stages" });
  await expect(tabs.getByRole("tab", { name: "All (3)" })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: "Applied (3)" })).toBeVisible();
  await expect(row(page, asha).getByText("Applied", { exact: true })).toBeVisible();

  // Shortlist: an immediate move.
  await pickMove(page, asha, "Shortlisted");
  await expect(page.getByText(`${asha} moved to Shortlisted`)).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Shortlisted (1)" })).toBeVisible();
  await expect(row(page, asha).getByText("Shortlisted", { exact: true })).toBeVisible();

  // Interview: a dialog that refuses a past time, then schedules.
  await pickMove(page, asha, "Interview…");
  const interview = page.getByRole("dialog", { name: `Schedule an interview with ${asha}` });
  await expect(interview).toBeVisible();
  await interview.getByLabel("Date and time (IST)").fill(istLocal(-1));
  await interview.getByRole("radio", { name: "Video call" }).check();
  await interview.getByRole("button", { name: "Schedule interview" }).click();
  await expect(interview.getByText("The interview must be in the future")).toBeVisible();
  await interview.getByLabel("Date and time (IST)").fill(istLocal(3));
  await interview.getByLabel(/^Location/).fill("https://meet.example/pipeline");
  await interview.getByLabel(/^Message to the candidate/).fill("Please join five minutes early.");
  await interview.getByLabel(/^Private note/).fill("Ask about SQL window functions.");
  await interview.getByRole("button", { name: "Schedule interview" }).click();
  await expect(interview).toBeHidden();
  await expect(page.getByText(`Interview scheduled with ${asha}`)).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Interview (1)" })).toBeVisible();

  // The candidate's mail names the job and carries the invitation; never the private note.
  const invited = candidateEmails[asha];
  // Outbox lines carry attachments (decisions.md section 9); the shared helper's type predates them.
  const invitations = async () =>
    ((await mailsTo(invited)) as MailWithAttachments[]).filter((m) => m.attachments?.some((a) => a.filename.endsWith(".ics")));
  await expect.poll(async () => (await invitations()).length).toBe(1);
  const [mail] = await invitations();
  expect(mail.subject).toContain(post);
  expect(mail.text).toContain("Please join five minutes early.");
  expect(mail.text + mail.html).not.toContain("SQL window functions");
  const ics = Buffer.from(mail.attachments!.find((a) => a.filename.endsWith(".ics"))!.content, "base64").toString("utf8");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(post);

  // Reject: the reason is required.
  await pickMove(page, bala, "Rejected…");
  const reject = page.getByRole("dialog", { name: `Reject ${bala}` });
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject.getByText("Please choose a reason")).toBeVisible();
  await reject.getByLabel(/^Reason/).selectOption({ label: "Position filled" });
  await reject.getByLabel(/^Message to the candidate/).fill("We filled the role internally.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByText(`${bala} rejected`)).toBeVisible();

  // The Rejected tab lists only Bala, with no further moves.
  await tabs.getByRole("tab", { name: "Rejected (1)" }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(1);
  await expect(row(page, bala).getByText("Rejected", { exact: true })).toBeVisible();
  await expect(row(page, bala).getByRole("button", { name: /^Move to/ })).toHaveCount(0);
  // Arrow keys move between tabs (and filter).
  await tabs.getByRole("tab", { name: "Rejected (1)" }).press("ArrowLeft");
  await expect(tabs.getByRole("tab", { name: "Hired (0)" })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: "Hired (0)" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No applicants at this stage.")).toBeVisible();

  // The history, with the private note, in the details dialog.
  await tabs.getByRole("tab", { name: "All (3)" }).click();
  await row(page, asha).getByRole("button", { name: /View Details/ }).click();
  const details = page.getByRole("dialog", { name: "Applicant Details" });
  const history = details.getByRole("listitem");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText("Applied by the candidate");
  await expect(history.nth(2)).toContainText("Interview by your team");
  await expect(history.nth(2)).toContainText("Private note: Ask about SQL window functions.");
  await expect(history.nth(2)).toContainText("Video call · https://meet.example/pipeline");
  await expect(history.nth(2)).toContainText("11:00 AM IST");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // The API agrees; another employer gets a 404 for the application.
  const list = await page.request.get(`/api/v1/applications/job-applicants-details?jobId=${jobId}&status=rejected`);
  const rejected = ((await list.json()) as { response: { candidates: { applicationId: string; fullName: string }[] } }).response.candidates;
  expect(rejected.map((c) => c.fullName)).toEqual([bala]);
  const detail = await page.request.get(`/api/v1/applications/${rejected[0].applicationId}`);
  const events = ((await detail.json()) as { response: { events: { to: string; reason?: string }[] } }).response.events;
  expect(events.at(-1)).toMatchObject({ to: "rejected", reason: "position_filled" });
  const other = await playwright.request.newContext({ baseURL });
  await apiLogin(other, "Employer", DEMO.employer.email, DEMO.employer.password);
  expect((await other.get(`/api/v1/applications/${rejected[0].applicationId}`)).status()).toBe(404);
  await other.dispose();
});

test("bulk moves report per-item results", async ({ page }) => {
  test.skip(!jobId, "needs the setup test");
  await loginEmployer(page);
  await page.goto(`/employer/applicant/${jobId}`);
  await expect(page.getByRole("tab", { name: "All (3)" })).toBeVisible();
  // Bala is rejected (final): moving the two to Screening moves one and reports the other.
  await page.getByLabel(chitra, { exact: true }).check();
  await page.getByLabel(bala, { exact: true }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByRole("button", { name: "Move selected to…" }).click();
  await page.getByRole("menuitem", { name: "Screening", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "moved" })).toHaveText(new RegExp(`^1 moved, 1 failed: ${bala}: .+`));
  await expect(page.getByRole("tab", { name: "Screening (1)" })).toBeVisible();
  await expect(row(page, chitra).getByText("Screening", { exact: true })).toBeVisible();
  await expect(page.getByLabel(bala, { exact: true })).toBeChecked();
});

test("axe: the applicants page, and with the reject dialog open", async ({ page }) => {
  test.skip(!jobId, "needs the setup test");
  test.slow(); // a login and two axe runs over a long page
  await loginEmployer(page);
  await page.goto(`/employer/applicant/${jobId}`);
  await expect(page.getByRole("tab", { name: "All (3)" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await pickMove(page, chitra, "Rejected…");
  const reject = page.getByRole("dialog", { name: `Reject ${chitra}` });
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject.getByText("Please choose a reason")).toBeVisible();
  await expectNoSeriousViolations(page);
  await reject.getByRole("button", { name: "Cancel" }).click();
  await expect(reject).toBeHidden();

  // The open "Move to" menu too.
  await row(page, asha).getByRole("button", { name: /^Move to/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(row(page, asha).getByRole("button", { name: /^Move to/ })).toBeFocused();
});
