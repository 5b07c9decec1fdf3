// @vitest-environment happy-dom
// The skill picker (decisions.md section 14): typing asks GET skills after a pause, the options
// show, arrow keys and Enter pick, chosen ids are hidden, Escape closes, "No skills match" when
// nothing does. The API client is replaced.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Result } from "@/lib/api/result";
import type { SkillJson } from "@/lib/skills/contract";

const apiRequest = vi.fn<(method: string, path: string, init?: { query?: Record<string, unknown> }) => Promise<Result<unknown>>>();
vi.mock("@/lib/client/api", () => ({ apiRequest: (...args: Parameters<typeof apiRequest>) => apiRequest(...args) }));

const { SkillSearch, SKILL_SEARCH_DEBOUNCE_MS } = await import("@/components/skills/skill-search");

const skill = (id: string, name: string, category = "Programming languages"): SkillJson => ({ id, name, category, aliases: [] });
const javascript = skill("javascript", "JavaScript");
const java = skill("java", "Java");
const jquery = skill("jquery", "jQuery", "Web frameworks");

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function show(props: Partial<Parameters<typeof SkillSearch>[0]> = {}) {
  const onPick = vi.fn<(picked: SkillJson) => void>();
  render(<SkillSearch label="Add a skill" onPick={onPick} {...props} />);
  return { onPick, input: screen.getByRole("combobox", { name: "Add a skill" }) };
}

async function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await wait(SKILL_SEARCH_DEBOUNCE_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
  apiRequest.mockReset();
  apiRequest.mockResolvedValue({ ok: true, data: { skills: [javascript, java, jquery] } });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("SkillSearch", () => {
  it("asks GET skills once after typing pauses and lists the options by name", async () => {
    const { input } = show();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "j" } });
    fireEvent.change(input, { target: { value: "ja" } });
    await wait(SKILL_SEARCH_DEBOUNCE_MS - 50);
    expect(apiRequest).not.toHaveBeenCalled();
    await wait(50);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest.mock.calls[0][0]).toBe("GET");
    expect(apiRequest.mock.calls[0][1]).toBe("/skills");
    expect(apiRequest.mock.calls[0][2]?.query).toEqual({ search: "ja", limit: 10 });
    expect(input.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox");
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(screen.getAllByRole("option").map((option) => option.getAttribute("aria-selected"))).toEqual(["false", "false", "false"]);
    expect(screen.getByRole("option", { name: "JavaScript" })).not.toBeNull();
  });

  it("moves with the arrow keys (aria-activedescendant) and picks with Enter, then clears the field", async () => {
    const { input, onPick } = show();
    await type(input, "ja");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const java = screen.getByRole("option", { name: "Java" });
    expect(input.getAttribute("aria-activedescendant")).toBe(java.id);
    expect(java.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith(javascript);
    expect((input as HTMLInputElement).value).toBe("");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("Enter with nothing highlighted picks the top option (exact alias hits come first)", async () => {
    const { input, onPick } = show();
    await type(input, "js");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith(javascript);
  });

  it("picks with the mouse", async () => {
    const { input, onPick } = show();
    await type(input, "jq");
    fireEvent.mouseDown(screen.getByRole("option", { name: "jQuery" }));
    expect(onPick).toHaveBeenCalledWith(jquery);
  });

  it("hides the excluded ids and asks for enough more to fill the list", async () => {
    const { input } = show({ exclude: ["javascript", "react"] });
    await type(input, "ja");
    expect(apiRequest.mock.calls[0][2]?.query).toEqual({ search: "ja", limit: 12 });
    expect(screen.queryByRole("option", { name: "JavaScript" })).toBeNull();
    expect(screen.getByRole("option", { name: "Java" })).not.toBeNull();
  });

  it("Escape closes the list and leaves the text", async () => {
    const { input, onPick } = show();
    await type(input, "ja");
    expect(screen.getByRole("listbox").hidden).toBe(false);
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("listbox", { hidden: true }).hidden).toBe(true);
    expect((input as HTMLInputElement).value).toBe("ja");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('says "No skills match" when nothing (or only chosen skills) matches', async () => {
    apiRequest.mockResolvedValue({ ok: true, data: { skills: [javascript] } });
    const { input } = show({ exclude: ["javascript"] });
    await type(input, "javas");
    expect(screen.getByRole("status").textContent).toContain("No skills match");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("says so when the catalogue cannot be reached", async () => {
    apiRequest.mockResolvedValue({ ok: false, status: 0, code: "UNAVAILABLE", message: "offline" });
    const { input } = show();
    await type(input, "ja");
    expect(screen.getByRole("status").textContent).toContain("Could not load skills");
  });

  it("is disabled when asked, with the placeholder", () => {
    const { input } = show({ disabled: true, placeholder: "e.g. React", id: "skill-picker" });
    expect((input as HTMLInputElement).disabled).toBe(true);
    expect(input.getAttribute("placeholder")).toBe("e.g. React");
    expect(input.getAttribute("id")).toBe("skill-picker");
  });
});
