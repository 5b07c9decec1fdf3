// Campus placement drives (issues 27 and 44; decisions.md sections 18 and 20), one drive whole: a new university
// waits for the admin's approval, then imports its roster (a spreadsheet's header); an employer's drive for it is
// accepted; an eligible student registers and an ineligible one sees why; the placement officer records the first
// round from the drive's student list (one advances, one is eliminated); the other accepts an offer and the
// officer records her joining; the placement report counts it. axe on each page. Bad rosters, CGPA, 5,000 rows,
// existing accounts, the policies, races, reminders and the joining rules are tested below the UI (tests/campus).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLogin, createAccount, DEFAULT_PASSWORD, fakeClientIp, mailsTo } from "./helpers/accounts";
import { adminApi, approveEmployer, approveUniversity } from "./helpers/admin";
import { expectNoSeriousViolations } from "./helpers/axe";
import { newSession } from "./helpers/session";

const stamp = Date.now().toString(36);
const year = new Date().getUTCFullYear() + 1;
/** Today in India (YYYY-MM-DD): the offer joins today, so the officer may record Joined. */
const todayInIndia = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const course = "B.Tech Computer Engineering";
const title = `Campus Drive ${stamp}`;
const students = [
  { name: `Meera Joshi ${stamp}`, email: `meera.${stamp}@example.com`, rollNo: `M-${stamp}`, marks: 81, backlogs: 0 },
  { name: `Kabir Rao ${stamp}`, email: `kabir.${stamp}@example.com`, rollNo: `K-${stamp}`, marks: 74, backlogs: 0 },
  { name: `Ishaan Gupta ${stamp}`, email: `ishaan.${stamp}@example.com`, rollNo: `I-${stamp}`, marks: 68, backlogs: 2 },
];

/** A student chooses a password through the reset link (the roster's invitation is mailed by a task). */
async function studentLogin(request: APIRequestContext, email: string) {
  const before = (await mailsTo(email)).length;
  const asked = await request.post("/api/v1/auth/forgot-password", { data: { accountType: "Candidate", email }, headers: { "x-forwarded-for": fakeClientIp() } });
  expect(asked.status(), await asked.text()).toBe(200);
  let token: string | null = null;
  for (let i = 0; i < 50 && !token; i++) {
    const mail = (await mailsTo(email)).slice(before).find((m) => m.text.includes("token="));
    token = mail ? new URL(mail.text.match(/https?:\/\/\S+token=\S+/)![0]).searchParams.get("token") : null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(token, `a reset mail to ${email}`).toBeTruthy();
  const reset = await request.post("/api/v1/auth/reset-password", { data: { token, password: DEFAULT_PASSWORD } });
  expect(reset.status(), await reset.text()).toBe(200);
  await apiLogin(request, "Candidate", email, DEFAULT_PASSWORD);
}

test("a roster, a drive across it, a round, an offer, and the report", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  // The university imports its roster from the Students page.
  const university = await newSession(browser);
  const institute = await createAccount(university.page.request, { accountType: "University", instituteName: `Campus Institute ${stamp}` });
  await apiLogin(university.page.request, "University", institute.email, institute.password);
  await university.page.goto("/university/students");
  // Until an admin approves the institute, every page says what happens next and the import waits.
  await expect(university.page.getByRole("heading", { name: "Your institute is waiting for our review" })).toBeVisible();
  await expect(university.page.getByLabel("Roster (CSV)")).toHaveCount(0);
  await expectNoSeriousViolations(university.page);
  const admin = await adminApi(playwright, baseURL);
  await approveUniversity(admin, institute.email);
  await university.page.reload();
  await expect(university.page.getByRole("heading", { name: "Your institute is waiting for our review" })).toHaveCount(0);
  // A spreadsheet's header: names match ignoring case, spaces and underscores.
  const csv = ["Name,Email,Roll No,Course,Passing Year,Marks,Backlogs", ...students.map((s) => [s.name, s.email, s.rollNo, course, year, s.marks, s.backlogs].join(","))].join("\n");
  await university.page.getByLabel("Roster (CSV)").setInputFiles({ name: "roster.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await university.page.getByRole("button", { name: "Import" }).click();
  await expect(university.page.getByRole("status").filter({ hasText: "Imported: 3 new students" })).toBeVisible();

  // An approved employer creates a drive for it (the form is tested below the UI); the university accepts.
  const company = await newSession(browser);
  const owner = await createAccount(company.page.request, { accountType: "Employer", orgName: `Campus Hirer ${stamp}` });
  await approveEmployer(admin, owner.email);
  await admin.dispose();
  await apiLogin(company.page.request, "Employer", owner.email, owner.password);
  const found = (await (await company.page.request.get(`/api/v1/universities?search=${encodeURIComponent(`Campus Institute ${stamp}`)}`)).json()) as {
    response: { universities: { id: string }[] };
  };
  const universityId = found.response.universities[0].id;
  const closes = Date.now() + 3 * 86_400_000;
  const created = await company.page.request.post("/api/v1/drives", {
    data: {
      title,
      universityIds: [universityId],
      eligibility: { courses: [course], passingYears: [year], minMarks: 60, maxBacklogs: 0 },
      salary: 700_000,
      registrationCloses: new Date(closes).toISOString(),
      rounds: [
        { name: "Aptitude test", at: new Date(closes + 86_400_000).toISOString() },
        { name: "Interview", at: new Date(closes + 2 * 86_400_000).toISOString() },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const drive = ((await created.json()) as { response: { id: string; rounds: { id: string }[] } }).response;
  await university.page.goto("/university/drives");
  await expectNoSeriousViolations(university.page);
  await university.page.getByRole("button", { name: `Accept ${title}` }).click();
  await expect(university.page.getByRole("button", { name: `Accept ${title}` })).toHaveCount(0);

  // Two eligible students register; the one with backlogs sees why he cannot.
  const [meera, kabir, ishaan] = await Promise.all(students.map(() => newSession(browser)));
  for (const [session, student] of [[meera, students[0]], [kabir, students[1]], [ishaan, students[2]]] as const) await studentLogin(session.page.request, student.email);
  await ishaan.page.goto("/candidate/drives");
  const ishaanCard = ishaan.page.getByRole("listitem").filter({ hasText: title });
  await expect(ishaanCard.getByText("Not eligible")).toBeVisible();
  await expect(ishaanCard.getByText(/backlog/i)).toBeVisible();
  await expect(ishaanCard.getByRole("button", { name: `Register for ${title}` })).toHaveCount(0);
  await expectNoSeriousViolations(ishaan.page);
  for (const session of [meera, kabir]) {
    await session.page.goto("/candidate/drives");
    await session.page.getByRole("button", { name: `Register for ${title}` }).click();
    await expect(session.page.getByText("Registered — round 1")).toBeVisible();
  }

  // The placement officer records the first round from the drive's student list: Meera advances, Kabir is eliminated.
  await university.page.goto(`/university/drives/${drive.id}`);
  const firstRound = university.page.getByRole("table", { name: "Students in round 1, Aptitude test" });
  await firstRound.getByRole("button", { name: `Advance ${students[0].name}` }).click();
  await expect(firstRound.getByRole("row").filter({ hasText: students[0].name }).getByText("Advanced")).toBeVisible();
  await firstRound.getByRole("button", { name: `Eliminate ${students[1].name}` }).click();
  await university.page.getByRole("dialog").getByRole("button", { name: "Eliminate" }).click();
  await expect(firstRound.getByRole("row").filter({ hasText: students[1].name }).getByText("Eliminated")).toBeVisible();
  await expectNoSeriousViolations(university.page);

  // Meera gets an offer joining today and accepts it.
  const offered = await company.page.request.post(`/api/v1/drives/${drive.id}/offers`, {
    data: { rollNo: students[0].rollNo, universityId, salary: 720_000, joiningDate: todayInIndia },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  await kabir.page.goto("/candidate/drives");
  await expect(kabir.page.getByText("Registered — no longer in the running")).toBeVisible();
  await meera.page.goto("/candidate/offers");
  await expectNoSeriousViolations(meera.page);
  await meera.page.getByRole("button", { name: /^Accept the offer from / }).click();
  await meera.page.getByRole("dialog").getByRole("button", { name: "Accept" }).click();
  await expect(meera.page.getByText("Accepted").first()).toBeVisible();

  // The officer records her joining: nothing is chosen for them, and the final choice is confirmed in words.
  await university.page.goto(`/university/drives/${drive.id}`);
  await university.page.getByRole("button", { name: `Record joining of ${students[0].name}` }).click();
  const joining = university.page.getByRole("dialog");
  await joining.getByRole("radio", { name: "Joined" }).check();
  await joining.getByRole("button", { name: "Continue" }).click();
  await expect(joining.getByText(/will be recorded as joined\. This is final/)).toBeVisible();
  await joining.getByRole("button", { name: "Confirm: joined" }).click();
  await expect(university.page.getByRole("table", { name: "Offers of this drive" }).getByText("Joined", { exact: true })).toBeVisible();

  // The report counts her: 2 eligible, 2 registered, 1 offered, 1 placed in the course.
  await university.page.goto(`/university/reports?year=${year}`);
  await expectNoSeriousViolations(university.page);
  const row = university.page.getByRole("row").filter({ has: university.page.getByRole("rowheader", { name: course }) });
  const cells = row.getByRole("cell");
  for (const [index, count] of ["2", "2", "1", "1"].entries()) await expect(cells.nth(index)).toHaveText(count);

  await Promise.all([university, company, meera, kabir, ishaan].map((session) => session.context.close()));
});
