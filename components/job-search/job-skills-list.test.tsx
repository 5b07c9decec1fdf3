// @vitest-environment happy-dom
// The job page's skills: all of them, in two groups, required and nice to have.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JobSkillsList } from "@/components/job-search/job-skills-list";

afterEach(cleanup);

const skill = (name: string, required: boolean) => ({ id: name.toLowerCase(), name, required });
const names = (list: HTMLElement) => within(list).getAllByRole("listitem").map((li) => li.textContent);

describe("JobSkillsList", () => {
  it("lists every skill under Required skills or Nice to have", () => {
    const required = ["React", "Docker", "SQL", "Node.js", "AWS", "Kubernetes"].map((n) => skill(n, true));
    render(<JobSkillsList skills={[...required, skill("Figma", false), skill("Jira", false)]} />);
    expect(screen.getByRole("heading", { name: "Skills" })).toBeTruthy();
    expect(names(screen.getByRole("list", { name: "Required skills" }))).toEqual(["React", "Docker", "SQL", "Node.js", "AWS", "Kubernetes"]);
    expect(names(screen.getByRole("list", { name: "Nice to have" }))).toEqual(["Figma", "Jira"]);
  });

  it("leaves out an empty group, and shows nothing for a job without skills", () => {
    render(<JobSkillsList skills={[skill("Figma", false)]} />);
    expect(screen.queryByRole("list", { name: "Required skills" })).toBeNull();
    expect(names(screen.getByRole("list", { name: "Nice to have" }))).toEqual(["Figma"]);
    cleanup();
    const { container } = render(<JobSkillsList skills={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
