// @vitest-environment happy-dom
// The post-job form's lifecycle fields (issue 14): "Open for" days, the optional salary group and the
// workplace, with their defaults, what reaches the server action, and the salary's messages.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Result } from "@/lib/api/result";
import { stubSkillPicker, testSkill } from "@/tests/helpers/stub-skill-picker";

const postJobAction = vi.fn<(input: Record<string, unknown>) => Promise<Result<unknown>>>();
const toastSuccess = vi.fn();
const toastError = vi.fn();
vi.mock("@/lib/job-posting/actions", () => ({ postJobAction: (input: Record<string, unknown>) => postJobAction(input) }));
vi.mock("@/lib/client/toast", () => ({ toastError: (m: string) => toastError(m), toastSuccess: (m: string) => toastSuccess(m) }));

// happy-dom has no HTMLSelectElement.size; react-hook-form reads it to tell whether a select still shows
// its first option, and without it keeps a select's default value out (browsers have it, 0 by default).
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
}

const { PostJobForm: Form } = await import("@/components/job-posting/post-job-form");

const StubPicker = stubSkillPicker(Array.from({ length: 16 }, (_, i) => testSkill(`skill-${i}`, `Skill ${i}`)));
const PostJobForm = (props: { location?: { city: string; state: string } }) => <Form {...props} skillPicker={StubPicker} />;

const control = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const set = (label: RegExp, value: string) => fireEvent.change(control(label), { target: { value } });

function fillRequired() {
  set(/^Job Title/, "Data Analyst");
  set(/^Number of Openings/, "2");
  set(/^Employment Type/, "Full Time");
  set(/^Payroll/, "8 LPA");
  set(/^Hiring Process/, "Online");
  // The Qualifications combobox: the first suggestion (B.Tech), checked with the keyboard.
  const qualifications = screen.getByRole("combobox", { name: /^Qualifications/ });
  fireEvent.focus(qualifications);
  fireEvent.keyDown(qualifications, { key: "ArrowDown" });
  fireEvent.keyDown(qualifications, { key: "Enter" });
  set(/^Job Description/, "Analyse data.");
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Post Job" })));
}

beforeEach(() => {
  for (const mock of [postJobAction, toastSuccess, toastError]) mock.mockReset();
});
afterEach(cleanup);

describe("PostJobForm: open for, salary and workplace", () => {
  it("starts at 30 days, on-site, INR per year, with the salary amounts empty", () => {
    render(<PostJobForm />);
    expect(control(/^Open for/).value).toBe("30");
    expect([...(control(/^Open for/) as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(["7 days", "14 days", "30 days", "60 days", "90 days"]);
    expect(control(/^Workplace/).value).toBe("on_site");
    expect([...(control(/^Workplace/) as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(["On-site", "Hybrid", "Remote"]);
    expect(control(/^Minimum salary/).value).toBe("");
    expect(control(/^Maximum salary/).value).toBe("");
    expect(control(/^Currency/).value).toBe("INR");
    expect(control(/^Per/).value).toBe("YEAR");
    expect(screen.getByRole("group", { name: "Salary (optional)" })).toBeTruthy();
  });

  it("sends no salary when the amounts stay empty, and the defaults", async () => {
    render(<PostJobForm />);
    fillRequired();
    postJobAction.mockResolvedValueOnce({ ok: true, data: {} });
    await submit();
    expect(postJobAction).toHaveBeenCalledTimes(1);
    const sent = postJobAction.mock.calls[0][0];
    expect(sent).toMatchObject({ post: "Data Analyst", validForDays: 30, workplaceType: "on_site" });
    expect(sent.salary).toBeUndefined();
    expect(toastSuccess).toHaveBeenCalledWith("Job posted successfully");
  });

  it("sends the chosen days, workplace and salary (max defaults to min)", async () => {
    render(<PostJobForm />);
    fillRequired();
    set(/^Open for/, "60");
    set(/^Workplace/, "remote");
    set(/^Minimum salary/, "40000");
    set(/^Currency/, "USD");
    set(/^Per/, "MONTH");
    postJobAction.mockResolvedValueOnce({ ok: true, data: {} });
    await submit();
    expect(postJobAction.mock.calls[0][0]).toMatchObject({
      validForDays: 60,
      workplaceType: "remote",
      salary: { min: 40000, max: 40000, currency: "USD", unit: "MONTH" },
    });
  });

  it("shows the salary's messages under its fields and sends nothing", async () => {
    render(<PostJobForm />);
    fillRequired();
    set(/^Minimum salary/, "90000");
    set(/^Maximum salary/, "50000");
    await submit();
    expect(screen.getByText("Maximum salary cannot be less than the minimum")).toBeTruthy();
    set(/^Minimum salary/, "");
    await submit();
    expect(screen.getByText("Minimum salary is required when you give a salary")).toBeTruthy();
    set(/^Minimum salary/, "60000");
    set(/^Maximum salary/, "60000");
    set(/^Per/, "HOUR");
    await submit();
    expect(screen.getAllByText("Salary per hour must be at most 50000")).toHaveLength(2);
    expect(postJobAction).not.toHaveBeenCalled();
  });
});

describe("PostJobForm: where the job is", () => {
  it("starts with the company's city and state and sends what the employer changes", async () => {
    postJobAction.mockResolvedValue({ ok: true, data: {} } as Result<unknown>);
    render(<PostJobForm location={{ city: "Mumbai", state: "Maharashtra" }} />);
    expect(control(/^City/).value).toBe("Mumbai");
    expect(control(/^State/).value).toBe("Maharashtra");
    fillRequired();
    set(/^City/, "Nagpur");
    await submit();
    expect(postJobAction).toHaveBeenCalledTimes(1);
    expect(postJobAction.mock.calls[0][0]).toMatchObject({ city: "Nagpur", state: "Maharashtra" });
  });
});

describe("PostJobForm: skills", () => {
  const pick = (n: number) => fireEvent.click(screen.getByRole("button", { name: `Pick Skill ${n}` }));
  const checkbox = (name: string) => screen.getByRole("checkbox", { name: `Required: ${name}` }) as HTMLInputElement;

  it("sends no skills by default", async () => {
    render(<PostJobForm />);
    expect(screen.getByText("0 of 15 skills")).toBeTruthy();
    fillRequired();
    postJobAction.mockResolvedValueOnce({ ok: true, data: {} });
    await submit();
    expect(postJobAction.mock.calls[0][0].skills).toEqual([]);
  });

  it("lists the picked skills, required by default, and sends each with its choice (a removed one not at all)", async () => {
    render(<PostJobForm />);
    fillRequired();
    pick(1);
    pick(2);
    pick(3);
    expect(screen.getByText("3 of 15 skills")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Skills (optional)" });
    expect(within(list).getAllByRole("listitem").map((li) => li.querySelector("span")!.textContent)).toEqual(["Skill 1", "Skill 2", "Skill 3"]);
    expect(checkbox("Skill 2").checked).toBe(true);
    // A picked skill is no longer offered.
    expect(screen.queryByRole("button", { name: "Pick Skill 2" })).toBeNull();

    fireEvent.click(checkbox("Skill 2"));
    fireEvent.click(screen.getByRole("button", { name: "Remove Skill 1" }));
    expect(screen.getByText("2 of 15 skills")).toBeTruthy();
    postJobAction.mockResolvedValueOnce({ ok: true, data: {} });
    await submit();
    expect(postJobAction.mock.calls[0][0].skills).toEqual([
      { skillId: "skill-2", required: false },
      { skillId: "skill-3", required: true },
    ]);
  });

  it("refuses a 16th skill with a message, and takes one again after a removal", () => {
    render(<PostJobForm />);
    for (let i = 0; i < 15; i++) pick(i);
    expect(screen.getByText("15 of 15 skills")).toBeTruthy();
    pick(15);
    expect(screen.getByRole("alert").textContent).toBe("A job can ask for at most 15 skills. Remove one to add another.");
    expect(screen.getByText("15 of 15 skills")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove Skill 0" }));
    expect(screen.queryByRole("alert")).toBeNull();
    pick(15);
    expect(screen.getByText("15 of 15 skills")).toBeTruthy();
    expect(checkbox("Skill 15").checked).toBe(true);
  });

  it("shows the server's message about the skills (e.g. an unknown one) under the section", async () => {
    render(<PostJobForm />);
    fillRequired();
    pick(4);
    postJobAction.mockResolvedValueOnce({ ok: false, status: 400, code: "UNKNOWN_SKILL", message: "Unknown skill: skill-4", errors: { skills: "Unknown skill: skill-4" } } as Result<unknown>);
    await submit();
    expect(within(screen.getByRole("group", { name: "Skills (optional)" })).getByText("Unknown skill: skill-4")).toBeTruthy();
  });
});

describe("PostJobForm: qualifications (issue 44)", () => {
  const box = () => screen.getByRole("combobox", { name: /^Qualifications/ });
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
  const key = (name: string) => fireEvent.keyDown(box(), { key: name });

  it("is a searchable list with checkable options and removable chips, not 'Hold Ctrl'", async () => {
    render(<PostJobForm />);
    expect(screen.queryByText(/Hold Ctrl/)).toBeNull();
    fillRequired(); // B.Tech, by the keyboard
    expect(screen.getByRole("button", { name: "Remove B.Tech" })).toBeTruthy();

    // Typing filters; the checked suggestion says so; a click checks another.
    fireEvent.focus(box());
    type("tech");
    const list = screen.getByRole("listbox", { name: "Suggested qualifications" });
    expect(box().getAttribute("aria-expanded")).toBe("true");
    expect(list.getAttribute("aria-multiselectable")).toBe("true");
    expect(within(list).getAllByRole("option").map((o) => [o.textContent, o.getAttribute("aria-selected")])).toEqual([
      ["B.Tech", "true"],
      ["M.Tech", "false"],
      ["Add “tech”", "false"],
    ]);
    fireEvent.mouseDown(within(list).getByRole("option", { name: "M.Tech" }));
    // One not listed is added as typed with Enter (not submitting the form).
    type("MBA");
    key("Enter");
    expect(postJobAction).not.toHaveBeenCalled();
    expect(within(screen.getByRole("list", { name: "Chosen qualifications" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["B.Tech", "M.Tech", "MBA"]);
    // Escape closes the list; the named buttons remove.
    key("Escape");
    expect(box().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Remove M.Tech" }));

    postJobAction.mockResolvedValueOnce({ ok: true, data: {} });
    await submit();
    expect(postJobAction.mock.calls[0][0].qualifications).toEqual(["B.Tech", "MBA"]);
  });

  it("says what is missing under the field", async () => {
    render(<PostJobForm />);
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Remove B.Tech" }));
    await submit();
    expect(postJobAction).not.toHaveBeenCalled();
    expect(box().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("At least one qualification is required")).toBeTruthy();
  });
});
