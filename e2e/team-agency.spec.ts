// A team hiring an agency candidate (issue 44; decisions.md sections 17 and 20), one flow whole: the desk
// recruiter submits a candidate to a new company's job and the candidate consents (both through the API);
// the owner sees the count on the dashboard and on the job's card, opens "Submitted by TalentBridge —
// awaiting your decision", accepts, puts an interviewer on the panel and schedules the interview with a
// duration; the interviewer's invitation ends 90 minutes after it starts and names the owner as its
// organizer; the interview is on the company's interviews page. axe on each page. Counts, paging, roles,
// notifications and the calendar's details are tested below the UI (tests/desk, tests/teams).
import { expect, test } from "@playwright/test";
import { apiLogin, createAccount, DEFAULT_PASSWORD, mailsTo } from "./helpers/accounts";
import { adminApi, approveEmployer, postApprovedJob } from "./helpers/admin";
import { DEMO } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";
import { newSession, ok } from "./helpers/session";

const stamp = Date.now().toString(36);
const orgName = `Agency Team ${stamp}`;
const post = `Data Platform Engineer ${stamp}`;
const RAHUL = { email: "rahul.verma@example.com", password: "Candidate@123", name: "Rahul Verma" };
const interviewerName = `Ivan Panel ${stamp}`;
const interviewerEmail = `panel.${stamp}@example.com`;

/** The newest mail to `email` whose subject contains `words` (waits up to 10 s). */
async function mailTo(email: string, words: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await mailsTo(email)).findLast((m) => m.subject.includes(words));
    if (mail) return mail as typeof mail & { attachments?: { content: string }[] };
    if (Date.now() > deadline) throw new Error(`no mail "${words}" to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A datetime-local value `days` ahead in India time (the form's time zone), at 11:00. */
function istLocal(days: number): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return `${day}T11:00`;
}

test("a team hires an agency candidate: counted, listed, accepted, interviewed for 90 minutes", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  // A new approved company with an open job, and an interviewer who joined through the invitation.
  const owner = await newSession(browser);
  const account = await createAccount(owner.page.request, { accountType: "Employer", orgName });
  const admin = await adminApi(playwright, baseURL);
  await approveEmployer(admin, account.email);
  await apiLogin(owner.page.request, "Employer", account.email, account.password);
  const jobId = await postApprovedJob(owner.page.request, admin, {
    post,
    description: "Build the pipelines behind our analytics on PostgreSQL and Python, in a team of six that reviews every change.",
  });
  await admin.dispose();
  await ok(owner.page.request.post("/api/v1/employer/team/invitations", { data: { email: interviewerEmail, role: "interviewer" } }), 201);
  const invitation = await mailTo(interviewerEmail, orgName);
  const token = /\/team\/accept\?token=([A-Za-z0-9_-]+)/.exec(invitation.text)![1];
  // Accepted by the invited person, not signed in (a signed-in owner is checked against the address).
  const invitee = await playwright.request.newContext({ baseURL });
  await ok(invitee.post("/api/v1/employer/team/accept", { data: { token, fullName: interviewerName, password: DEFAULT_PASSWORD } }));
  await invitee.dispose();

  // The desk's recruiter submits the candidate; the candidate consents (both below the company's UI).
  const desk = await playwright.request.newContext({ baseURL });
  await apiLogin(desk, "Recruiter", DEMO.recruiter.email, DEMO.recruiter.password);
  const candidate = await playwright.request.newContext({ baseURL });
  const rahul = await apiLogin(candidate, "Candidate", RAHUL.email, RAHUL.password);
  const pitch = "Rahul has run PostgreSQL in production for five years and holds our certificate with SQL verified.";
  const submittal = await ok<{ id: string }>(desk.post("/api/v1/desk/submittals", { data: { jobId, candidateId: rahul.id, pitch } }), 201);
  await ok(candidate.post(`/api/v1/submittals/${submittal.id}/consent`, { data: { accept: true } }));
  await Promise.all([desk.dispose(), candidate.dispose()]);

  // The owner's bell leads to the list of those awaiting the decision.
  const bell = await ok<{ items: { link: string }[] }>(owner.page.request.get("/api/v1/notifications"));
  expect(bell.items.map((item) => item.link)).toContain(`/employer/submittals?jobId=${jobId}`);

  // The owner's dashboard counts the candidate awaiting a decision, beside the spec's "View Applications (0)".
  await owner.page.goto("/employer/applications");
  await expect(owner.page.getByText("1 agency candidate awaiting your decision").first()).toBeVisible();
  const card = owner.page.getByRole("article", { name: post });
  await expect(card.getByRole("link", { name: "View Applications (0)" })).toBeVisible();
  await expect(card.getByRole("link", { name: `1 agency candidate awaiting your decision for ${post}` })).toBeVisible();
  await expectNoSeriousViolations(owner.page);

  // The awaiting list: the candidate, the job, the recruiter's pitch; Accept.
  await owner.page.getByRole("link", { name: "Review them" }).click();
  await expect(owner.page.getByRole("heading", { level: 1, name: "Submitted by TalentBridge — awaiting your decision" })).toBeVisible();
  const row = owner.page.getByRole("listitem").filter({ has: owner.page.getByRole("heading", { name: RAHUL.name }) });
  await expect(row).toContainText(post);
  await expect(row).toContainText(pitch);
  await expect(row.getByText(RAHUL.email)).toHaveCount(0);
  await expectNoSeriousViolations(owner.page);
  await row.getByRole("button", { name: `Accept ${RAHUL.name}` }).click();
  await row.getByRole("link", { name: `View the application of ${RAHUL.name}` }).click();

  // The application's page: the interviewer goes on the panel.
  await expect(owner.page.getByRole("heading", { level: 1, name: RAHUL.name })).toBeVisible();
  await owner.page.getByRole("button", { name: "Choose interviewers" }).click();
  const panel = owner.page.getByRole("dialog", { name: "Choose interviewers" });
  await panel.getByRole("checkbox", { name: new RegExp(interviewerName) }).check();
  await panel.getByRole("button", { name: "Save interviewers" }).click();
  await expect(panel).toBeHidden();
  await expect(owner.page.getByRole("list", { name: "Interviewers" })).toContainText(interviewerName);

  // The applicants page: schedule the interview for an hour and a half.
  await owner.page.goto(`/employer/applicant/${jobId}`);
  const applicant = owner.page.getByRole("listitem").filter({ has: owner.page.getByLabel(RAHUL.name, { exact: true }) });
  await applicant.getByRole("button", { name: /^Move to/ }).click();
  await owner.page.getByRole("menu").getByRole("menuitem", { name: "Interview…", exact: true }).click();
  const dialog = owner.page.getByRole("dialog", { name: `Schedule an interview with ${RAHUL.name}` });
  await dialog.getByLabel("Date and time (IST)").fill(istLocal(4));
  await expect(dialog.getByLabel(/^Duration/)).toHaveValue("60");
  await dialog.getByLabel(/^Duration/).selectOption({ label: "1 hour 30 minutes" });
  await dialog.getByRole("radio", { name: "Video call" }).check();
  await dialog.getByLabel(/^Location/).fill("https://meet.example/agency-team");
  await dialog.getByLabel(/^Message to the candidate/).fill("We look forward to meeting you.");
  await expectNoSeriousViolations(owner.page);
  await dialog.getByRole("button", { name: "Schedule interview" }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.page.getByText(`Interview scheduled with ${RAHUL.name}`)).toBeVisible();

  // The interviewer's invitation: 90 minutes long, organized by the owner, with the message.
  const invite = await mailTo(interviewerEmail, `Interview: ${RAHUL.name}`);
  expect(invite.text).toContain("How long: 1 hour 30 minutes");
  const ics = Buffer.from(invite.attachments![0].content, "base64").toString("utf8").replace(/\r\n[ \t]/g, "");
  const start = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics)![1];
  const end = /DTEND:(\d{8}T\d{6}Z)/.exec(ics)![1];
  const asDate = (v: string) => Date.parse(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 11)}:${v.slice(11, 13)}:${v.slice(13, 15)}Z`);
  expect(asDate(end) - asDate(start)).toBe(90 * 60_000);
  expect(ics).toContain(`ORGANIZER;CN="${orgName}":mailto:${account.email}`);
  expect(ics).toContain("We look forward to meeting you.");

  // The company's interviews page lists it for the owner.
  await owner.page.goto("/employer/interviews");
  await expect(owner.page.getByRole("link", { name: "Upcoming interviews" })).toHaveAttribute("aria-current", "page");
  const upcoming = owner.page.getByRole("row").filter({ has: owner.page.getByRole("link", { name: RAHUL.name }) });
  await expect(upcoming).toContainText("1 hour 30 minutes");
  await expect(upcoming).toContainText(interviewerName);
  await expectNoSeriousViolations(owner.page);

  await owner.context.close();
});
