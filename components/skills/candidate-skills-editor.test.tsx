// @vitest-environment happy-dom
// The profile's skills editor as a candidate meets it: adding through the skill search, the level
// select in words, remove buttons named by skill, verified skills shown but locked, the "Let employers
// find me" switch, and a refused save putting back what the server last confirmed.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CandidateSkillJson } from "@/lib/skills/contract";

const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
const actions = vi.hoisted(() => ({ saveCandidateSkillsAction: vi.fn(), addResumeSkillsAction: vi.fn() }));
const toast = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock("@/lib/client/api", () => api);
vi.mock("@/lib/skills/actions", () => actions);
vi.mock("@/lib/client/toast", () => toast);

const { CandidateSkillsEditor } = await import("@/components/skills/candidate-skills-editor");

const SKILLS: CandidateSkillJson[] = [
  { skillId: "aws", name: "AWS", level: 4, source: "verified", certificateCode: "TB-2026-0042" },
  { skillId: "sql", name: "SQL", level: 3, source: "self" },
  { skillId: "excel", name: "MS Excel", level: 2, source: "resume" },
];

type SaveInput = { skills: { skillId: string; level: number; source?: string }[]; discoverable?: boolean };
const saves = () => actions.saveCandidateSkillsAction.mock.calls.map(([input]) => input as SaveInput);

function renderEditor(skills = SKILLS, discoverable = false) {
  return render(<CandidateSkillsEditor initialSkills={skills} initialDiscoverable={discoverable} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  actions.saveCandidateSkillsAction.mockImplementation(async (input: SaveInput) => ({
    ok: true,
    data: { skills: [], discoverable: input.discoverable ?? false },
  }));
  api.apiRequest.mockResolvedValue({
    ok: true,
    data: { skills: [{ id: "docker", name: "Docker", category: "DevOps", aliases: [] }, { id: "sql", name: "SQL", category: "Databases", aliases: [] }] },
  });
});
afterEach(cleanup);

describe("CandidateSkillsEditor", () => {
  it("shows each skill with its source in words; verified ones have no level select or remove button", () => {
    renderEditor();
    const list = screen.getByRole("list", { name: "Your skills" });
    const [aws, sql, excel] = within(list).getAllByRole("listitem");
    expect(aws.textContent).toContain("Verified by certificate TB-2026-0042");
    expect(aws.textContent).toContain("Level: Advanced");
    expect(within(aws).queryByRole("button")).toBeNull();
    expect(within(aws).queryByRole("combobox")).toBeNull();
    expect(sql.textContent).toContain("Added by you");
    expect(excel.textContent).toContain("From your resume");
    expect(screen.getByRole("button", { name: "Remove SQL" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove AWS" })).toBeNull();
    const level = screen.getByRole("combobox", { name: "Level of MS Excel" });
    expect(within(level).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "1 Beginner",
      "2 Elementary",
      "3 Intermediate",
      "4 Advanced",
      "5 Expert",
    ]);
    expect((level as HTMLSelectElement).value).toBe("2");
  });

  it("adds a picked skill at Intermediate and saves the declared list (never the verified ones)", async () => {
    renderEditor();
    await userEvent.type(screen.getByRole("combobox", { name: "Add a skill" }), "do");
    // SQL is already listed: the search hides it.
    const option = await screen.findByRole("option", { name: /Docker/ });
    expect(screen.queryByRole("option", { name: /SQL/ })).toBeNull();
    await userEvent.click(option);
    expect((screen.getByRole("combobox", { name: "Level of Docker" }) as HTMLSelectElement).value).toBe("3");
    expect(screen.getByRole("button", { name: "Remove Docker" })).toBeTruthy();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      skills: [
        { skillId: "sql", level: 3, source: "self" },
        { skillId: "excel", level: 2, source: "resume" },
        { skillId: "docker", level: 3, source: "self" },
      ],
      discoverable: undefined,
    });
    expect(await screen.findByText("Skills saved.")).toBeTruthy();
  });

  it("saves a level change and a removal", async () => {
    renderEditor();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Level of SQL" }), "5 Expert");
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].skills).toContainEqual({ skillId: "sql", level: 5, source: "self" });

    await userEvent.click(screen.getByRole("button", { name: "Remove MS Excel" }));
    expect(screen.queryByText("MS Excel")).toBeNull();
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1].skills).toEqual([{ skillId: "sql", level: 5, source: "self" }]);
  });

  it("has a labelled switch, explained, that saves discoverable", async () => {
    renderEditor();
    const toggle = screen.getByRole("switch", { name: "Let employers find me" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    const description = document.getElementById(toggle.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toMatch(/never your e-mail, phone, address or documents/);
    // The company's own recruiters see more (decisions.md section 20), and the text says so.
    expect(description?.textContent).toMatch(/recruiters.*also see your résumé, phone, e-mail, current and expected salary and notice period/);
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].discoverable).toBe(true);
  });

  it("puts back the confirmed skills and toasts the reason when a save is refused", async () => {
    let refuse = () => undefined as void;
    actions.saveCandidateSkillsAction.mockImplementationOnce(
      () => new Promise((resolve) => (refuse = () => resolve({ ok: false, status: 400, code: "VALIDATION", message: "You can list at most 50 skills" }))),
    );
    renderEditor();
    await userEvent.click(screen.getByRole("button", { name: "Remove SQL" }));
    expect(screen.queryByRole("button", { name: "Remove SQL" })).toBeNull();
    expect(await screen.findByText("Saving...")).toBeTruthy();
    await waitFor(() => expect(saves()).toHaveLength(1));
    refuse();
    await waitFor(() => expect(toast.toastError).toHaveBeenCalledWith("You can list at most 50 skills"));
    expect(await screen.findByRole("button", { name: "Remove SQL" })).toBeTruthy();
  });
});
