// @vitest-environment happy-dom
// The résumé's proposals panel (docs/decisions/0051): empty fields may be filled (one or all, the bulk
// button saying how many), a value the person gave is shown beside the résumé's and changes only when
// picked, the login e-mail is never applied, and a skill on the profile (verified above all) is never
// offered again. The wizard around it: resume-prefill.test.tsx.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResumeFields } from "@/lib/candidate-profile/contract";
import { EMPTY_FORM_VALUES, type ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";
import type { ProposedField } from "@/components/candidate-profile/resume-proposals";
import type { CandidateSkillJson } from "@/lib/skills/contract";

const actions = vi.hoisted(() => ({ addResumeSkillsAction: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn() }));
vi.mock("@/lib/skills/actions", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const { ResumeSuggestions } = await import("@/components/candidate-profile/resume-suggestions");

const FIELDS: ResumeFields = {
  fullName: "Priya Sharma",
  email: "priya.sharma@example.com",
  mobile: "9822012345",
  currentCompany: "Pixel Forge Technologies",
  role: "Senior Software Engineer",
  workExperience: 5,
  course: "B.Tech Computer Engineering",
  passingYear: 2019,
  skills: [
    { skillId: "t-react", name: "React" },
    { skillId: "t-docker", name: "Docker" },
    { skillId: "t-sql", name: "SQL" },
    { skillId: "t-go", name: "Go" },
  ],
};

/** Signed up as "P Sharma" with another mobile; nothing else given yet. */
const SIGNED_UP: ProfileFormValues = { ...EMPTY_FORM_VALUES, email: "priya@example.com", fullName: "P Sharma", mobile: "9876543210", isFresher: "false" };

const ON_PROFILE: CandidateSkillJson[] = [
  { skillId: "t-react", name: "React", level: 4, source: "verified", certificateCode: "TB-2026-0042" },
  { skillId: "t-docker", name: "Docker", level: 2, source: "self" },
];

beforeEach(() => {
  vi.clearAllMocks();
  actions.addResumeSkillsAction.mockResolvedValue({ ok: true, data: null });
});
afterEach(cleanup);

function renderPanel(opts: { fields?: ResumeFields; values?: ProfileFormValues; filled?: ProposedField[]; academicsLocked?: boolean } = {}) {
  const onFill = vi.fn();
  const onReplace = vi.fn();
  render(
    <ResumeSuggestions
      reading={{ id: 1, status: "found", fields: opts.fields ?? FIELDS }}
      values={opts.values ?? SIGNED_UP}
      filled={new Set(opts.filled ?? [])}
      academicsLocked={opts.academicsLocked}
      skillsOnProfile={ON_PROFILE}
      onFill={onFill}
      onReplace={onReplace}
      onDismiss={vi.fn()}
    />,
  );
  return { onFill, onReplace };
}

const row = (label: string) => within(screen.getByRole("list", { name: "Values from your résumé" })).getAllByRole("listitem").find((li) => li.textContent?.startsWith(label))!;

describe("ResumeSuggestions: fields", () => {
  it("fills EMPTY fields only, and the bulk button says how many", async () => {
    const { onFill, onReplace } = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Fill 5 empty fields from the résumé" }));
    expect(onFill).toHaveBeenCalledTimes(1);
    expect(onFill.mock.calls[0][0]).toEqual([
      { field: "currentCompany", value: "Pixel Forge Technologies" },
      { field: "role", value: "Senior Software Engineer" },
      { field: "workExperience", value: "5" },
      { field: "course", value: "B.Tech Computer Engineering" },
      { field: "passingYear", value: "2019" },
    ]);
    // The name and mobile given at sign-up are not among them.
    expect(onReplace).not.toHaveBeenCalled();
  });

  it("shows a value the person gave beside the résumé's, and changes it only when they pick the résumé's", async () => {
    const { onFill, onReplace } = renderPanel();
    const name = row("Full Name");
    expect(name.textContent).toContain("On your profile: P Sharma");
    expect(name.textContent).toContain("In your résumé: Priya Sharma");
    expect(row("Mobile").textContent).toContain("On your profile: 9876543210");
    // No button fills it quietly: only its own "Use résumé's".
    expect(screen.queryByRole("button", { name: "Fill Full Name from the résumé" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Use résumé's Full Name" }));
    expect(onReplace).toHaveBeenCalledWith("fullName", "Priya Sharma");
    expect(onFill).not.toHaveBeenCalled();
  });

  it("fills one empty field on its own", async () => {
    const { onFill } = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Fill Role from the résumé" }));
    expect(onFill).toHaveBeenCalledWith([{ field: "role", value: "Senior Software Engineer" }]);
  });

  it("says what is already on the profile or was filled from the résumé (a mobile compared by its digits)", () => {
    renderPanel({ values: { ...SIGNED_UP, mobile: "+91 98220 12345", role: "Senior Software Engineer" }, filled: ["role"] });
    expect(row("Mobile").textContent).toContain("Already on your profile");
    expect(row("Role").textContent).toContain("Filled from your résumé");
    expect(screen.getByRole("button", { name: "Fill 4 empty fields from the résumé" })).toBeTruthy();
  });

  it("offers no bulk fill when nothing is empty", () => {
    const full = { ...SIGNED_UP, currentCompany: "Acme", role: "Analyst", workExperience: "2", course: "BCA", passingYear: "2017" };
    renderPanel({ values: full });
    expect(screen.queryByRole("button", { name: /empty fields? from the résumé/ })).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Use résumé's / })).toHaveLength(7);
  });

  it("never applies the e-mail: shown for information, no button, never among the filled fields", async () => {
    const { onFill } = renderPanel();
    expect(screen.getByText("priya.sharma@example.com")).toBeTruthy();
    expect(screen.getByText(/Your login e-mail is not changed here/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /e-?mail/i })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /empty fields from the résumé/ }));
    expect(onFill.mock.calls.flat(2).map((entry: { field: string }) => entry.field)).not.toContain("email");
  });

  it("a fresher's answer is theirs: the résumé's company is shown beside it, not filled", () => {
    renderPanel({ values: { ...SIGNED_UP, isFresher: "true", workExperience: "0" } });
    expect(row("Current Company").textContent).toContain("On your profile: Fresher (no current company)");
    expect(row("Work Experience (years)").textContent).toContain("On your profile: 0 years (fresher)");
    expect(screen.getByRole("button", { name: "Fill 3 empty fields from the résumé" })).toBeTruthy();
  });

  it("leaves the course and passing year an institute verified alone", () => {
    renderPanel({ academicsLocked: true });
    expect(row("Course").textContent).toContain("Verified by your institute: not changed");
    expect(screen.queryByRole("button", { name: "Fill Course from the résumé" })).toBeNull();
    expect(screen.getByRole("button", { name: "Fill 3 empty fields from the résumé" })).toBeTruthy();
  });
});

describe("ResumeSuggestions: skills", () => {
  it("never offers a verified skill again, keeps a listed one, and adds only the new ones", async () => {
    renderPanel();
    const skills = within(screen.getByRole("list", { name: "Skills in your résumé" }));
    const item = (name: string) => skills.getAllByRole("listitem").find((li) => li.textContent?.startsWith(name))!;
    expect(item("React").textContent).toContain("Verified: kept as it is");
    expect(item("Docker").textContent).toContain("Already on your profile");
    expect(screen.queryByRole("button", { name: "Add React" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Docker" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Add 2 skills from the résumé" }));
    expect(actions.addResumeSkillsAction).toHaveBeenCalledWith({ skills: [{ skillId: "t-sql" }, { skillId: "t-go" }] });
    expect(await screen.findByText("2 skills added to your skills.")).toBeTruthy();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Add SQL" })).toBeNull();
  });

  it("keeps a refused skill offered and says why, calmly", async () => {
    actions.addResumeSkillsAction.mockResolvedValue({ ok: false, code: "VALIDATION", status: 400, message: "You can list at most 50 skills" });
    renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Add SQL" }));
    expect(actions.addResumeSkillsAction).toHaveBeenCalledWith({ skills: [{ skillId: "t-sql" }] });
    expect(await screen.findByText("You can list at most 50 skills")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add SQL" })).toBeTruthy();
    expect(router.refresh).not.toHaveBeenCalled();
  });
});

describe("ResumeSuggestions: states", () => {
  it("says so when nothing was found", () => {
    renderPanel({ fields: { skills: [] } });
    expect(screen.getByText(/Nothing we could suggest this time/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /from the résumé/ })).toBeNull();
  });

  it("shows the reading and a failure calmly", () => {
    const props = { values: SIGNED_UP, filled: new Set<never>(), skillsOnProfile: [], onFill: vi.fn(), onReplace: vi.fn(), onDismiss: vi.fn() };
    const { rerender } = render(<ResumeSuggestions {...props} reading={{ id: 1, status: "reading" }} />);
    expect(screen.getByRole("status").textContent).toBe("Reading your résumé for suggestions…");
    rerender(<ResumeSuggestions {...props} reading={{ id: 2, status: "failed", message: "Not now." }} />);
    expect(screen.getByRole("status").textContent).toBe("Not now.");
    rerender(<ResumeSuggestions {...props} reading={{ id: 3, status: "idle" }} />);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
