// The academy (issue 24; decisions.md section 15), one batch whole: the admin opens a Robotics batch
// taught by the demo trainer with a session running now; a fresh candidate enrols from the programme
// page; the trainer opens the session's check-in and shows the code; the candidate checks in from My
// training; the trainer records a passing score; the certificate's public page says Valid. axe on each
// page. Staff accounts, seats under concurrency, waitlists and revocation are tested below the UI.
import { expect, test } from "@playwright/test";
import { apiLogin, createAccount } from "./helpers/accounts";
import { adminApi } from "./helpers/admin";
import { DEMO } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";

const stamp = Date.now().toString(36);
const title = `Robotics e2e ${stamp}`;
const topic = `Sensors and actuators ${stamp}`;
const candidateName = `Asha Academy ${stamp}`;

/** A day in India as YYYY-MM-DD, `days` from now. */
const indiaDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

test("a batch from enrolment to a certificate anyone can verify", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const admin = await adminApi(playwright, baseURL);
  const staff = await admin.get("/api/v1/admin/staff?role=Trainer&limit=100");
  expect(staff.status()).toBe(200);
  const trainer = ((await staff.json()) as { response: { id: string; email: string }[] }).response.find((s) => s.email === DEMO.trainer.email);
  expect(trainer, "the demo trainer exists").toBeTruthy();
  const created = await admin.post("/api/v1/admin/batches", {
    data: {
      programmeId: "robotics",
      title,
      startDate: indiaDay(0),
      endDate: indiaDay(7),
      mode: "online",
      seats: 5,
      trainerId: trainer!.id,
      sessions: [{ startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(), topic }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  // The candidate enrols from the programme page.
  const candidateContext = await browser.newContext();
  const candidatePage = await candidateContext.newPage();
  const candidate = await createAccount(candidatePage.request, { accountType: "Candidate", fullName: candidateName });
  await apiLogin(candidatePage.request, "Candidate", candidate.email, candidate.password);
  await candidatePage.goto("/training/robotics");
  const card = candidatePage.getByRole("article").filter({ has: candidatePage.getByRole("heading", { name: title }) });
  await expectNoSeriousViolations(candidatePage);
  await card.getByRole("button", { name: "Enrol" }).click();
  await expect(card.getByText("Enrolled")).toBeVisible();

  // The trainer opens the check-in and reads the code from the dialog.
  const trainerContext = await browser.newContext();
  const trainerPage = await trainerContext.newPage();
  await apiLogin(trainerPage.request, "Trainer", DEMO.trainer.email, DEMO.trainer.password);
  await trainerPage.goto("/trainer");
  await trainerPage.getByRole("link", { name: title }).click();
  await expect(trainerPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoSeriousViolations(trainerPage);
  await trainerPage.getByRole("button", { name: `Open check-in for ${topic}` }).click();
  const checkin = trainerPage.getByRole("dialog", { name: `Check-in: ${topic}` });
  await expect(checkin.getByRole("img", { name: `QR code to check in to ${topic}` })).toBeVisible();
  const code = (await checkin.locator("dd").first().textContent())?.trim() ?? "";
  expect(code).toMatch(/^[0-9A-Z]{6}$/);
  await checkin.getByRole("button", { name: "Done" }).click();

  // The candidate checks in from My training.
  await candidatePage.goto("/candidate/training");
  await expectNoSeriousViolations(candidatePage);
  await candidatePage.getByLabel("Check-in code").fill(code.toLowerCase());
  await candidatePage.getByRole("button", { name: "Check in" }).click();
  await expect(candidatePage.getByRole("status").filter({ hasText: "You are checked in" })).toBeVisible();

  // The trainer records a passing score: the certificate is issued.
  await trainerPage.reload();
  await trainerPage.getByLabel(`Score for ${candidateName}`).fill("88");
  await trainerPage.getByRole("button", { name: `Save result for ${candidateName}` }).click();
  await expect(trainerPage.getByText("certificate issued")).toBeVisible();

  // Anyone can verify it.
  await candidatePage.reload();
  await candidatePage.getByRole("link", { name: `View certificate of ${title}` }).click();
  await expect(candidatePage).toHaveURL(/\/certificates\/[0-9A-Z]{16}$/);
  const verifier = await browser.newContext();
  const publicPage = await verifier.newPage();
  await publicPage.goto(new URL(candidatePage.url()).pathname);
  await expect(publicPage.getByText("Valid", { exact: true })).toBeVisible();
  await expect(publicPage.getByText(candidateName)).toBeVisible();
  await expectNoSeriousViolations(publicPage);

  await Promise.all([candidateContext.close(), trainerContext.close(), verifier.close()]);
});
