// @vitest-environment happy-dom
// The desk's candidate filters: the skills type-ahead's picks become chips and one `skills` value, and
// the search goes to the URL without the empty fields.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeskCandidateFilters, type DeskFilterValues } from "@/components/desk/desk-candidate-filters";
import { stubSkillPicker, testSkill } from "@/tests/helpers/stub-skill-picker";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const StubPicker = stubSkillPicker([testSkill("rust", "Rust"), testSkill("go", "Go")]);

const none: DeskFilterValues = { search: "", city: "", minExperience: "", verifiedOnly: false, jobId: "" };
const jobs = [{ value: "job-1", label: "Platform Engineer — Acme" }];

afterEach(() => {
  cleanup();
  push.mockReset();
});

describe("DeskCandidateFilters", () => {
  it("sends the set filters to the URL, the picked skills as one comma list", async () => {
    render(<DeskCandidateFilters values={none} skills={[]} jobs={jobs} skillPicker={StubPicker} />);
    await userEvent.type(screen.getByLabelText("Search (optional)"), "data engineer");
    await userEvent.click(screen.getByRole("button", { name: "Pick Rust" }));
    await userEvent.click(screen.getByRole("button", { name: "Pick Go" }));
    expect(within(screen.getByRole("list", { name: "Chosen skills" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Rust", "Go"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "Verified skills only" }));
    await userEvent.selectOptions(screen.getByLabelText("For a job (optional)"), "job-1");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(push).toHaveBeenCalledWith("/desk/candidates?search=data+engineer&skills=rust%2Cgo&verifiedOnly=true&jobId=job-1");
  });

  it("shows the applied filters and removes a skill by its named button", async () => {
    render(
      <DeskCandidateFilters
        values={{ ...none, city: "Pune", minExperience: "3" }}
        skills={[{ id: "rust", name: "Rust" }]}
        jobs={jobs}
        skillPicker={StubPicker}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>("City (optional)").value).toBe("Pune");
    expect(screen.queryByRole("button", { name: "Pick Rust" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Remove Rust" }));
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(push).toHaveBeenCalledWith("/desk/candidates?city=Pune&minExperience=3");
  });
});
