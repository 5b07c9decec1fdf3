// Billing (issue 45; decisions.md section 21), one flow whole: Finance sets InfoSphere's terms; its owner
// hires an agency candidate with an annual CTC (the desk's submittal, consent and acceptance through the
// API); the billing-drafts task (the admin's Run now) drafts the placement fee; Finance issues it from
// /finance/drafts through its confirm dialog; the owner sees it on /employer/invoices with its UPI QR code
// and downloads the PDF; Finance records a part payment with TDS and then the rest; the ageing report and
// the month's GSTR-1 b2b CSV show it. Then a trainee enrols in a fee-charging batch from the programme's
// page choosing pay after placement, is hired above the threshold, and finds the training invoice on
// /candidate/invoices. axe on each page. GST, numbering, races, reminders and the PDF's fields are tested
// below the UI (tests/billing).
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiLogin, createAccount, fakeClientIp } from "./helpers/accounts";
import { adminApi, postApprovedJob } from "./helpers/admin";
import { DEMO } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";
import { newSession, ok } from "./helpers/session";

const stamp = Date.now().toString(36);
const placedPost = `Billing Analyst ${stamp}`;
const traineePost = `Print Technician ${stamp}`;
const batchTitle = `3D Printing fees ${stamp}`;
const traineeName = `Tara Trainee ${stamp}`;
const FINANCE = { email: "finance@talentbridge.example", password: "Finance@123" };
const RAHUL = { email: "rahul.verma@example.com", password: "Candidate@123" };
const PROGRAMME = "3d-printing";
const FEE_PERCENT = 10;
// A CTC of its own, so this run's draft (and its total) is told apart from any other.
const annualCtc = 900_000 + randomInt(1, 10_000) * 10;
const HOUR = 3_600_000;
const fixture = (name: string) => path.join(__dirname, "fixtures", name);

type Invoice = {
  id: string;
  number: string | null;
  kind: string;
  status: string;
  billTo: { name: string };
  supplyType: "intra" | "inter";
  lines: { description: string; rate: number }[];
  taxable: number;
  total: number;
  balance: number;
  issueDate: string | null;
};
type InvoicesPage = { invoices: Invoice[]; hasNextPage: boolean };

/** A day in India as YYYY-MM-DD, `days` from now. */
const indiaDay = (days: number) => new Date(Date.now() + days * 86_400_000 + 5.5 * HOUR).toISOString().slice(0, 10);

/** Paise as the pages write them: 11800050 → "₹1,18,000.50". */
const rupees = (paise: number) => `₹${new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }).format(Math.floor(paise / 100))}.${String(paise % 100).padStart(2, "0")}`;

/** Finance logs in through its own path (POST finance/login). */
async function financeLogin(request: APIRequestContext) {
  await ok(request.post("/api/v1/finance/login", { data: FINANCE, headers: { "x-forwarded-for": fakeClientIp() } }));
}

/** Moves an application to offered, then hired with the annual CTC. */
async function hire(owner: APIRequestContext, applicationId: string, ctc: number) {
  for (const data of [{ status: "offered" }, { status: "hired", annualCtc: ctc }]) {
    await ok(owner.patch(`/api/v1/applications/${applicationId}/status`, { data }));
  }
}

test("a placement fee from terms to paid, and a training fee billed after placement", async ({ browser, playwright, baseURL }) => {
  test.setTimeout(300_000);
  const admin = await adminApi(playwright, baseURL);
  const finance = await newSession(browser);
  await financeLogin(finance.page.request);
  const owner = await newSession(browser);
  await apiLogin(owner.page.request, "Employer", DEMO.employer.email, DEMO.employer.password);

  // Finance sets InfoSphere's terms (its billing details are the demo's).
  const employers = await ok<{ id: string; email: string }[]>(admin.get(`/api/v1/admin/employers?search=${encodeURIComponent(DEMO.employer.email)}`));
  const infosphereId = employers.find((e) => e.email === DEMO.employer.email)!.id;
  await ok(finance.page.request.put(`/api/v1/finance/clients/${infosphereId}/terms`, { data: { placementFeePercent: FEE_PERCENT, paymentTermsDays: 30 } }));

  // Two open InfoSphere jobs: one for the agency candidate, one the trainee applies to later.
  const description = "Keep our reporting honest: reconcile the numbers, document the models and help the team read them every week.";
  const placedJobId = await postApprovedJob(owner.page.request, admin, { post: placedPost, description, payroll: "10 LPA" });
  const traineeJobId = await postApprovedJob(owner.page.request, admin, { post: traineePost, description, payroll: "6 LPA" });

  // The desk submits Rahul, he consents, the owner accepts and hires him (start date today) with his CTC.
  const desk = await playwright.request.newContext({ baseURL });
  await apiLogin(desk, "Recruiter", DEMO.recruiter.email, DEMO.recruiter.password);
  const rahulApi = await playwright.request.newContext({ baseURL });
  const rahul = await apiLogin(rahulApi, "Candidate", RAHUL.email, RAHUL.password);
  const pitch = "Rahul has reconciled finance reports on PostgreSQL for five years and holds our certificate with SQL verified.";
  const submittal = await ok<{ id: string }>(desk.post("/api/v1/desk/submittals", { data: { jobId: placedJobId, candidateId: rahul.id, pitch } }), 201);
  await ok(rahulApi.post(`/api/v1/submittals/${submittal.id}/consent`, { data: { accept: true } }));
  const accepted = await ok<{ applicationId: string | null }>(owner.page.request.post(`/api/v1/submittals/${submittal.id}/review`, { data: { decision: "accept" } }));
  await hire(owner.page.request, accepted.applicationId!, annualCtc);
  await Promise.all([desk.dispose(), rahulApi.dispose()]);

  // The admin's Run now queues billing-drafts; the worker drafts this placement's fee.
  await ok(admin.post("/api/v1/admin/tasks/billing-drafts/run"));
  let draft: Invoice | undefined;
  await expect
    .poll(
      async () => {
        const res = await finance.page.request.get("/api/v1/finance/invoices?status=draft&kind=placement");
        if (res.status() !== 200) return `HTTP ${res.status()}`;
        draft = ((await res.json()) as { response: InvoicesPage }).response.invoices.find((invoice) => invoice.lines[0]?.description.includes(placedPost));
        return draft?.lines[0].rate ?? null;
      },
      { message: "billing-drafts drafts the placement fee", timeout: 90_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(annualCtc * FEE_PERCENT); // paise: annualCtc × 100 × 10 %
  const { id, billTo } = draft!;

  // Finance issues it from the drafts page, through the confirm dialog.
  await finance.page.goto("/finance/drafts");
  await expect(finance.page.getByRole("heading", { level: 1, name: "Drafts to issue" })).toBeVisible();
  await expectNoSeriousViolations(finance.page);
  const row = finance.page.getByRole("row").filter({ has: finance.page.getByRole("checkbox", { name: `Choose the draft for ${billTo.name}, ${rupees(draft!.total)}` }) });
  await row.getByRole("button", { name: `Issue the draft for ${billTo.name}` }).click();
  const confirm = finance.page.getByRole("dialog", { name: `Issue the draft for ${billTo.name}?` });
  await expect(confirm).toContainText("Each gets the next invoice number");
  await confirm.getByRole("button", { name: "Issue", exact: true }).click();
  await expect(confirm).toBeHidden();
  const outcome = finance.page.getByRole("status").filter({ hasText: "Issued 1 of 1." });
  const numbered = /issued as ([A-Z0-9]{1,4}\/\d{2}-\d{2}\/\d{5})/;
  await expect(outcome).toContainText(numbered);
  const number = numbered.exec((await outcome.textContent()) ?? "")![1];

  // The owner sees it with its QR code and downloads the PDF.
  const clientView = await ok<InvoicesPage>(owner.page.request.get("/api/v1/employer/invoices"));
  const issued = clientView.invoices.find((invoice) => invoice.id === id)!;
  expect(issued).toMatchObject({ number, status: "issued", kind: "placement" });
  await owner.page.goto("/employer/invoices");
  const card = owner.page.getByRole("article", { name: `Invoice ${number}`, exact: true });
  await expect(card.getByRole("img", { name: `UPI QR code to pay ${rupees(issued.balance)} for invoice ${number}` })).toBeVisible();
  await expectNoSeriousViolations(owner.page);
  const [download] = await Promise.all([owner.page.waitForEvent("download"), card.getByRole("link", { name: `Download PDF of invoice ${number}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await owner.page.request.get(`/api/v1/invoices/${id}/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Finance records a part payment with the client's 10 % TDS on the fee, then the rest.
  const pay = (data: Record<string, unknown>) =>
    ok<{ invoice: Invoice }>(finance.page.request.post(`/api/v1/finance/invoices/${id}/payments`, { data: { date: indiaDay(0), ...data } }), 201);
  const tds = Math.round(issued.taxable / 10);
  const firstAmount = Math.floor(issued.total / 2);
  const part = await pay({ amount: firstAmount, tds, method: "neft", reference: `NEFT-${stamp}` });
  expect(part.invoice.status).toBe("partly_paid");
  const rest = issued.total - firstAmount - tds;
  expect(part.invoice.balance).toBe(rest);

  // The ageing report counts what is still owed on it (due in 30 days: current), and stops once it is paid.
  type AgingRow = { employerId: string | null; current: number; total: number };
  const infosphereAging = async () =>
    (await ok<{ clients: AgingRow[] }>(finance.page.request.get("/api/v1/finance/reports/aging"))).clients.find((c) => c.employerId === infosphereId);
  const owed = (await infosphereAging())!;
  expect(owed.current).toBeGreaterThanOrEqual(rest);
  const paid = await pay({ amount: rest, method: "upi", reference: `UPI-${stamp}` });
  expect(paid.invoice).toMatchObject({ status: "paid", balance: 0 });
  expect((await infosphereAging())?.total ?? 0).toBe(owed.total - rest);

  // The month's GSTR-1 b2b table lists it (InfoSphere has a GSTIN).
  const gstr1 = await finance.page.request.get(`/api/v1/finance/reports/gstr1?month=${issued.issueDate!.slice(0, 7)}&section=b2b`);
  expect(gstr1.status()).toBe(200);
  expect(gstr1.headers()["content-type"]).toContain("text/csv");
  const csv = await gstr1.text();
  expect(csv.startsWith("GSTIN/UIN of Recipient,Receiver Name,Invoice Number")).toBe(true);
  expect(csv).toContain(number);

  // A training fee after placement: Finance sets 3D Printing's fee and terms; the admin opens a classroom batch.
  const programme = await ok<{ minHours: number }>(
    finance.page.request.patch(`/api/v1/admin/programmes/${PROGRAMME}`, { data: { fee: 1_500_000, payAfterPlacement: { available: true, minAnnualCtc: 300_000 } } }),
  );
  const staff = await ok<{ id: string; email: string }[]>(admin.get("/api/v1/admin/staff?role=Trainer&limit=100"));
  const trainerId = staff.find((s) => s.email === DEMO.trainer.email)!.id;
  const sessionCount = Math.ceil(programme.minHours / 3);
  const sessions = Array.from({ length: sessionCount }, (_, i) => ({
    startsAt: `${indiaDay(3 + i)}T10:00:00+05:30`,
    endsAt: `${indiaDay(3 + i)}T13:00:00+05:30`,
    topic: `Printing day ${i + 1}`,
  }));
  await ok(
    admin.post("/api/v1/admin/batches", {
      data: {
        programmeId: PROGRAMME,
        title: batchTitle,
        startDate: indiaDay(3),
        endDate: indiaDay(3 + sessionCount),
        mode: "classroom",
        location: "TalentBridge Training Centre, Baner, Pune",
        seats: 5,
        trainerId,
        sessions,
      },
    }),
    201,
  );
  await admin.dispose();

  // A fresh candidate enrols from the programme's page, choosing pay after placement and a state.
  const trainee = await newSession(browser);
  const account = await createAccount(trainee.page.request, { accountType: "Candidate", fullName: traineeName });
  await apiLogin(trainee.page.request, "Candidate", account.email, account.password);
  await trainee.page.goto(`/training/${PROGRAMME}`);
  const batchCard = trainee.page.getByRole("article").filter({ has: trainee.page.getByRole("heading", { name: batchTitle }) });
  await batchCard.getByRole("button", { name: "Enrol" }).click();
  const plan = trainee.page.getByRole("dialog", { name: "How will you pay?" });
  await plan.getByRole("radio", { name: /^Pay after placement/ }).check();
  await plan.getByLabel("Your state").selectOption("Karnataka");
  await expectNoSeriousViolations(trainee.page);
  await plan.getByRole("button", { name: "Enrol" }).click();
  await expect(batchCard.getByRole("status").filter({ hasText: "Enrolled" })).toBeVisible();

  // Nothing is billed before the placement.
  expect((await ok<InvoicesPage>(trainee.page.request.get("/api/v1/candidate/invoices"))).invoices).toHaveLength(0);

  // The trainee completes the profile, applies to InfoSphere's job and is hired above the threshold.
  await ok(
    trainee.page.request.post("/api/v1/candidate/update-profile", {
      multipart: {
        gender: "Female",
        dob: "1999-03-21",
        subLocation: "Baner",
        maritalStatus: "Single",
        language: "English, Kannada",
        englishFluency: "Advanced",
        currentAddress: "12 Lake Road, Pune",
        permanentAddress: "12 Lake Road, Pune",
        drivingLicenseNumber: "KA01 2018 0000045",
        drivingLicenseFile: { name: "license.jpg", mimeType: "image/jpeg", buffer: readFileSync(fixture("license.jpg")) },
        workExperience: "1",
        resumeFile: { name: "resume.pdf", mimeType: "application/pdf", buffer: readFileSync(fixture("resume.pdf")) },
        currentCompany: "Print Works",
        role: "Operator",
        industry: "Manufacturing",
        jobType: "Full Time",
        prefferedLocation: "Pune",
        course: "Diploma Mechanical",
        passingYear: "2020",
        marks: "74%",
      },
    }),
  );
  const application = await ok<{ id: string }>(trainee.page.request.post("/api/v1/applications/create-application", { data: { jobId: traineeJobId } }), 201);
  await hire(owner.page.request, application.id, 600_000);

  // The training invoice is issued at the hire: to the trainee, in Karnataka (IGST), for the fee.
  const mine = await ok<InvoicesPage>(trainee.page.request.get("/api/v1/candidate/invoices"));
  const training = mine.invoices.find((invoice) => invoice.kind === "training")!;
  expect(training).toMatchObject({ status: "issued", supplyType: "inter", billTo: { name: traineeName } });
  expect(training.lines[0]).toMatchObject({ rate: 1_500_000 });
  expect(training.lines[0].description).toContain(batchTitle);
  await trainee.page.goto("/candidate/invoices");
  const trainingCard = trainee.page.getByRole("article", { name: `Invoice ${training.number}`, exact: true });
  await expect(trainingCard.getByRole("img", { name: `UPI QR code to pay ${rupees(training.balance)} for invoice ${training.number}` })).toBeVisible();
  await expectNoSeriousViolations(trainee.page);

  await Promise.all([finance.context.close(), owner.context.close(), trainee.context.close()]);
});
