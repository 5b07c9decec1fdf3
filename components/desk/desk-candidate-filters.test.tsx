// @vitest-environment happy-dom
// The desk's candidate filters: the skills type-ahead's picks become chips and one `skills` value, the
// job picker asks the server (GET desk/jobs) by title or company and a page at a time, and the search
// goes to the URL without the empty fields.
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubSkillPicker, testSkill } from "@/tests/helpers/stub-skill-picker";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock("@/lib/client/api", () => api);

const { DeskCandidateFilters } = await import("@/components/desk/desk-candidate-filters");
type DeskFilterValues = import("@/components/desk/desk-candidate-filters").DeskFilterValues;

const StubPicker = stubSkillPicker([testSkill("rust", "Rust"), testSkill("go", "Go")]);

const none: DeskFilterValues = { search: "", city: "", minExperience: "", verifiedOnly: false };
const platform = { id: "job-1", post: "Platform Engineer", company: "Acme", city: "Pune" };
const jobsPage = (jobs: (typeof platform)[], hasNextPage = false) => ({ ok: true, data: { jobs, hasNextPage } });

afterEach(() => {
  cleanup();
  push.mockReset();
  api.apiRequest.mockReset();
});

describe("DeskCandidateFilters", () => {
  it("sends the set filters to the URL, the picked skills as one comma list and the picked job", async () => {
    api.apiRequest.mockResolvedValue(jobsPage([platform]));
    render(<DeskCandidateFilters values={none} skills={[]} job={null} skillPicker={StubPicker} />);
    await userEvent.type(screen.getByLabelText("Search (optional)"), "data engineer");
    await userEvent.click(screen.getByRole("button", { name: "Pick Rust" }));
    await userEvent.click(screen.getByRole("button", { name: "Pick Go" }));
    expect(within(screen.getByRole("list", { name: "Chosen skills" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Rust", "Go"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "Verified skills only" }));
    await userEvent.type(screen.getByRole("combobox", { name: "For a job (optional)" }), "acme");
    const option = await screen.findByRole("option", { name: /Platform Engineer — Acme/ });
    expect(api.apiRequest).toHaveBeenLastCalledWith("GET", "/desk/jobs", expect.objectContaining({ query: { search: "acme", page: 1 } }));
    await userEvent.click(option);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(push).toHaveBeenCalledWith("/desk/candidates?search=data+engineer&skills=rust%2Cgo&verifiedOnly=true&jobId=job-1");
  });

  it("shows the applied filters and job; clearing the job's text chooses any job", async () => {
    api.apiRequest.mockResolvedValue(jobsPage([]));
    render(<DeskCandidateFilters values={{ ...none, city: "Pune", minExperience: "3" }} skills={[{ id: "rust", name: "Rust" }]} job={platform} skillPicker={StubPicker} />);
    expect(screen.getByLabelText<HTMLInputElement>("City (optional)").value).toBe("Pune");
    const picker = screen.getByRole<HTMLInputElement>("combobox", { name: "For a job (optional)" });
    expect(picker.value).toBe("Platform Engineer — Acme");
    expect(screen.queryByRole("button", { name: "Pick Rust" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Remove Rust" }));
    await userEvent.clear(picker);
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(push).toHaveBeenCalledWith("/desk/candidates?city=Pune&minExperience=3");
  });

  it("asks for the next page through the list's last option while there are more", async () => {
    const second = { id: "job-2", post: "Data Engineer", company: "Globex", city: "Delhi" };
    api.apiRequest.mockResolvedValueOnce(jobsPage([platform], true)).mockResolvedValueOnce(jobsPage([second]));
    render(<DeskCandidateFilters values={none} skills={[]} job={null} skillPicker={StubPicker} />);
    await userEvent.type(screen.getByRole("combobox", { name: "For a job (optional)" }), "e");
    await userEvent.click(await screen.findByRole("option", { name: "More jobs" }));
    await waitFor(() => expect(screen.getByRole("option", { name: /Data Engineer — Globex/ })).toBeTruthy());
    expect(api.apiRequest).toHaveBeenLastCalledWith("GET", "/desk/jobs", expect.objectContaining({ query: { search: "e", page: 2 } }));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Platform Engineer — Acme, Pune", "Data Engineer — Globex, Delhi"]);
  });
});
