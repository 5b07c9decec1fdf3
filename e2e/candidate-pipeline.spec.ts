// The hiring pipeline from the candidate's side: a fresh employer's three approved jobs, a fresh
// candidate with a complete profile who applies to all three. The employer (through the API) shortlists
// one with a message, then schedules an interview, and rejects another with a reason; the candidate
// sees the stages in their words, the timeline with the message, the interview, the bell's count and
// the notifications page, then withdraws the third application through the confirm dialog.
// axe on /candidate/applications and /notifications.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { apiLogin, createAccount, DEFAULT_PASSWORD } from "./helpers/accounts";
import { adminApi, approveEmployer } from "./helpers/admin";
import { expectNoSeriousViolations } from "./helpers/axe";

const FIXTURES = path.join(__dirname, "fixtures");
const stamp = Date.now().toString(36);
const POSTS = { shortlisted: `Pipeline Tester ${stamp}`, rejected: `Pipeline Analyst ${stamp}`, withdrawn: `Pipeline Designer ${stamp}` };
const MESSAGE = `We liked your profile (${stamp}). Expect a call this week.`;

type Playwright = PlaywrightWorkerArgs["playwright"];



/** A new employer, approved by the admin, with one approved job per title: its session and the job ids. */
async function employerWithJobs(playwright: Playwright, baseURL: string | undefined, posts: string[]) {
  const employer = await playwright.request.newContext({ baseURL });
  const account = await createAccount(employer, { accountType: "Employer", orgName: `E2E Pipeline ${stamp}` });
  const admin = await adminApi(playwright, baseURL);
  await approveEmployer(admin, account.email);

  await apiLogin(employer, "Employer", account.email, DEFAULT_PASSWORD);
  const jobIds: string[] = [];
  for (const post of posts) {
    const res = await employer.post("/api/v1/jobs/list-job", {
      data: {
        post,
        payroll: "7 LPA",
        qualifications: ["B.Tech"],
        openings: 1,
        minExperience: 0,
        description: "Help us test the hiring pipeline end to end.",
        employmentType: "Full Time",
        hiringProcess: "Online",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { response: { id: string } }).response.id;
    const approved = await admin.patch(`/api/v1/admin/jobs/${id}`, { data: { status: "approved" } });
    expect(approved.status(), await approved.text()).toBe(200);
    jobIds.push(id);
  }
  await admin.dispose();
  return { employer, jobIds };
}

/** A new candidate logged in through `request` with a complete profile (documents and resume uploaded). */
async function candidateWithProfile(request: APIRequestContext) {
  const account = await createAccount(request, { accountType: "Candidate", fullName: `Pipeline Candidate ${stamp}` });
  await apiLogin(request, "Candidate", account.email, account.password);
  const saved = await request.post("/api/v1/candidate/update-profile", {
    multipart: {
      gender: "Female",
      dob: "1997-03-14",
      subLocation: "Kothrud",
      maritalStatus: "Single",
      language: "English, Hindi",
      englishFluency: "Advanced",
      currentAddress: "7 Lake View, Pune",
      permanentAddress: "7 Lake View, Pune",
      drivingLicenseNumber: "MH12 2016 0000042",
      drivingLicenseFile: { name: "license.jpg", mimeType: "image/jpeg", buffer: readFileSync(path.join(FIXTURES, "license.jpg")) },
      workExperience: "3",
      currentCompany: "Test Works",
      role: "QA Engineer",
      industry: "Software",
      jobType: "Full Time",
      prefferedLocation: "Pune",
      resumeFile: { name: "resume.pdf", mimeType: "application/pdf", buffer: readFileSync(path.join(FIXTURES, "resume.pdf")) },
      course: "B.Tech",
      passingYear: "2018",
      marks: "72%",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as { response: { profile: { isProfileCompleted: boolean } } }).response.profile.isProfileCompleted).toBe(true);
}

/** The interview time as every page shows it (lib/format/date: India time). */
function formatIst(iso: string): string {
  const text = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
  return `${text} IST`;
}

test("the candidate follows their applications: stages, timeline, interview, bell, notifications, withdraw", async ({ page, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const { employer, jobIds } = await employerWithJobs(playwright, baseURL, [POSTS.shortlisted, POSTS.rejected, POSTS.withdrawn]);
  const [shortlistJob, rejectJob] = jobIds;

  // The candidate's session lives in the page's context (page.request shares its cookies).
  await candidateWithProfile(page.request);
  const applicationIds: Record<string, string> = {};
  for (const jobId of jobIds) {
    const res = await page.request.post("/api/v1/applications/create-application", { data: { jobId } });
    expect(res.status(), await res.text()).toBe(201);
    applicationIds[jobId] = ((await res.json()) as { response: { id: string } }).response.id;
  }

  const cards = {
    shortlisted: page.getByRole("article", { name: POSTS.shortlisted }),
    rejected: page.getByRole("article", { name: POSTS.rejected }),
    withdrawn: page.getByRole("article", { name: POSTS.withdrawn }),
  };
  const bell = (name: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

  await test.step("before the employer acts: every application is 'Application received', nothing unread", async () => {
    await page.goto("/candidate/applications");
    await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
    for (const card of Object.values(cards)) {
      await expect(card.getByText("Application received").first()).toBeVisible();
      await expect(card.getByRole("button", { name: /^Withdraw/ })).toBeVisible();
    }
    await expect(bell("Notifications")).toBeVisible();
  });

  await test.step("the employer shortlists one with a message and a private note (API)", async () => {
    const res = await employer.patch(`/api/v1/applications/${applicationIds[shortlistJob]}/status`, {
      data: { status: "shortlisted", message: MESSAGE, note: `private-note-${stamp}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  });

  await test.step("the candidate sees 'Shortlisted', the message in the timeline (never the note) and 1 unread", async () => {
    await page.goto("/candidate/applications");
    await expect(bell("Notifications, 1 unread")).toBeVisible();
    await expect(cards.shortlisted.getByText("Shortlisted").first()).toBeVisible();
    const events = cards.shortlisted.getByRole("region", { name: "Application history" }).getByRole("listitem");
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText("Application received");
    await expect(events.nth(1)).toContainText("Shortlisted");
    await expect(events.nth(1)).toContainText("Message from the employer:");
    await expect(events.nth(1)).toContainText(MESSAGE);
    await expect(page.getByText(`private-note-${stamp}`)).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  const interviewAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  interviewAt.setUTCSeconds(0, 0);
  await test.step("the employer rejects another with a reason and schedules an interview on the first (API)", async () => {
    const rejected = await employer.patch(`/api/v1/applications/${applicationIds[rejectJob]}/status`, {
      data: { status: "rejected", reason: "experience" },
    });
    expect(rejected.status(), await rejected.text()).toBe(200);
    const interview = await employer.patch(`/api/v1/applications/${applicationIds[shortlistJob]}/status`, {
      data: { status: "interview", interview: { at: interviewAt.toISOString(), mode: "video", location: "https://meet.example/pipeline" } },
    });
    expect(interview.status(), await interview.text()).toBe(200);
  });

  await test.step("the candidate sees 'Not selected' (no Withdraw) and the interview: when, how and where", async () => {
    await page.goto("/candidate/applications");
    await expect(bell("Notifications, 3 unread")).toBeVisible();
    await expect(cards.rejected.getByText("Not selected").first()).toBeVisible();
    await expect(cards.rejected.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);

    await expect(cards.shortlisted.getByText("Interview scheduled").first()).toBeVisible();
    const interview = cards.shortlisted.getByRole("region", { name: "Interview", exact: true });
    await expect(interview).toContainText(formatIst(interviewAt.toISOString()));
    await expect(interview).toContainText("Video call");
    await expect(interview.getByRole("link", { name: "https://meet.example/pipeline" })).toBeVisible();
    await expect(cards.shortlisted.getByRole("region", { name: "Application history" }).getByRole("listitem")).toHaveCount(3);
  });

  await test.step("the notifications page: newest first, unread marked, mark all as read clears the bell", async () => {
    await bell("Notifications, 3 unread").click();
    await page.waitForURL("**/notifications");
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const items = page.getByRole("list", { name: "Notifications, newest first" }).getByRole("article");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText(`${POSTS.shortlisted}: Interview scheduled`);
    await expect(items.nth(0).getByText("Unread", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "3 unread" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: `Mark as read: ${POSTS.shortlisted}: Interview scheduled` }).click();
    await expect(bell("Notifications, 2 unread")).toBeVisible();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("All notifications marked as read")).toBeVisible();
    await expect(bell("Notifications")).toBeVisible();
    await expect(page.getByText("Unread", { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("No unread notifications")).toBeVisible();
    await expect(bell("Notifications")).toBeVisible();
  });

  await test.step("the candidate withdraws the third application through the confirm dialog", async () => {
    await page.goto("/candidate/applications");
    await cards.withdrawn.getByRole("button", { name: `Withdraw application for ${POSTS.withdrawn}` }).click();
    const dialog = page.getByRole("dialog", { name: "Withdraw application?" });
    await expect(dialog).toBeVisible();
    // Cancel first: nothing changes.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(cards.withdrawn.getByText("Application received").first()).toBeVisible();

    await cards.withdrawn.getByRole("button", { name: `Withdraw application for ${POSTS.withdrawn}` }).click();
    await dialog.getByRole("button", { name: "Withdraw application", exact: true }).click();
    await expect(page.getByText("Application withdrawn")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cards.withdrawn.getByText("Withdrawn", { exact: true }).first()).toBeVisible();
    await expect(cards.withdrawn.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0);

    // The server agrees, and a second withdrawal is refused.
    const again = await page.request.post(`/api/v1/applications/${applicationIds[jobIds[2]]}/withdraw`, { data: {} });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe("INVALID_TRANSITION");
    await expectNoSeriousViolations(page);
  });

  await employer.dispose();
});

test("visitors are sent to log in from the notifications page", async ({ page }) => {
  await page.goto("/notifications");
  await expect(page).toHaveURL(/\/login/);
});
