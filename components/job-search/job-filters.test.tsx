// @vitest-environment happy-dom
// The Find Jobs filters: the phone's 'Filters (n)' disclosure, and the two newest filters.
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JobFilters } from "@/components/job-search/job-filters";
import { FILTER_KEYS, type JobFilterValues } from "@/lib/job-search/rules/filters";
import { stubSkillPicker, testSkill } from "@/tests/helpers/stub-skill-picker";

const catalogue = Array.from({ length: 12 }, (_, i) => testSkill(`s${i}`, `Skill ${i}`));
const StubPicker = stubSkillPicker(catalogue);

afterEach(cleanup);

const none = Object.fromEntries(FILTER_KEYS.map((key) => [key, ""])) as JobFilterValues;
const india = [{ code: "IN", name: "India" }];

function renderFilters(filters: Partial<JobFilterValues> = {}) {
  const onApply = vi.fn();
  const values = { ...none, ...filters };
  const props = { filters: values, queryString: new URLSearchParams(values).toString(), countries: india, states: [], cities: [], skillPicker: StubPicker, onApply };
  const view = render(<JobFilters {...props} />);
  const rerender = (next: Partial<JobFilterValues>) => {
    const nextValues = { ...none, ...next };
    view.rerender(<JobFilters {...props} filters={nextValues} queryString={new URLSearchParams(nextValues).toString()} />);
  };
  return { onApply, rerender };
}

describe("JobFilters on a phone", () => {
  it("folds the filters behind a disclosure button that counts the set filters (the search box not included)", async () => {
    renderFilters({ search: "developer", employmentType: "Contract", minSalary: "600000" });
    const button = screen.getByRole("button", { name: "Filters (2)" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    // It controls the panel that holds the fields.
    const panel = document.getElementById(button.getAttribute("aria-controls")!);
    expect(panel).not.toBeNull();
    expect(panel!.contains(screen.getByLabelText("Workplace"))).toBe(true);
    expect(panel!.contains(screen.getByLabelText("Minimum salary (per year)"))).toBe(true);
    expect(panel!.contains(screen.getByLabelText("Search jobs"))).toBe(false);

    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("says just 'Filters' when none is set", () => {
    renderFilters({ search: "developer" });
    expect(screen.getByRole("button", { name: "Filters" }).getAttribute("aria-expanded")).toBe("false");
  });
});

describe("JobFilters: workplace and minimum salary", () => {
  it("applies a workplace choice at once, and the button then counts it", async () => {
    const { onApply, rerender } = renderFilters();
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    const workplace = screen.getByLabelText("Workplace");
    expect([...(workplace as HTMLSelectElement).options].map((o) => o.text)).toEqual(["Any", "On-site", "Hybrid", "Remote"]);
    await userEvent.selectOptions(workplace, "Remote");
    expect(onApply).toHaveBeenCalledWith({ ...none, workplaceType: "remote" });

    rerender({ workplaceType: "remote" });
    const button = screen.getByRole("button", { name: "Filters (1)" });
    // The URL changed, not the component: the panel stays open.
    expect(button.getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps the digits of the minimum salary and applies it when the field is left", async () => {
    const { onApply } = renderFilters();
    const salary = screen.getByLabelText("Minimum salary (per year)");
    await userEvent.type(salary, "6,00,000 INR");
    expect((salary as HTMLInputElement).value).toBe("600000");
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...none, minSalary: "600000" });
  });

  it("caps the minimum salary at what the API accepts", async () => {
    renderFilters();
    const salary = screen.getByLabelText("Minimum salary (per year)");
    await userEvent.type(salary, "99999999999");
    expect((salary as HTMLInputElement).value).toBe("2147483647");
  });

  it("clears every filter, the new ones included", async () => {
    const { onApply } = renderFilters({ search: "x", workplaceType: "hybrid", minSalary: "100", city: "Pune" });
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onApply).toHaveBeenCalledWith(none);
  });
});

describe("JobFilters: sort", () => {
  it("offers Newest and Highest salary, applies at once, keeps the default out of the URL, and is not counted as a filter", async () => {
    const { onApply, rerender } = renderFilters();
    const sort = screen.getByLabelText("Sort by") as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual(["Newest", "Highest salary"]);
    expect(sort.value).toBe("newest");
    await userEvent.selectOptions(sort, "Highest salary");
    expect(onApply).toHaveBeenLastCalledWith({ ...none, sort: "salary" });

    rerender({ sort: "salary" });
    expect(screen.getByRole("button", { name: "Filters" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Newest");
    expect(onApply).toHaveBeenLastCalledWith(none);
  });

  it("keeps the order when the filters are cleared", async () => {
    const { onApply } = renderFilters({ sort: "salary", workplaceType: "remote" });
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onApply).toHaveBeenCalledWith({ ...none, sort: "salary" });
  });

  it("offers Best match to a signed-in candidate only", async () => {
    const onApply = vi.fn();
    render(<JobFilters filters={none} queryString="" countries={india} states={[]} cities={[]} onApply={onApply} canSortByMatch />);
    const sort = screen.getByLabelText("Sort by") as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual(["Newest", "Highest salary", "Best match"]);
    await userEvent.selectOptions(sort, "Best match");
    expect(onApply).toHaveBeenLastCalledWith({ ...none, sort: "match" });
  });
});

describe("JobFilters: the city type-ahead", () => {
  const cities = ["Ahmednagar", "Mumbai", "Nagpur", "Nashik", "Navi Mumbai", "Pune"].map((name) => ({ code: name, name }));

  function renderCities(filters: Partial<JobFilterValues> = {}) {
    const onApply = vi.fn();
    const values = { ...none, state: "Maharashtra", ...filters };
    render(<JobFilters filters={values} queryString={new URLSearchParams(values).toString()} countries={india} states={[{ code: "MH", name: "Maharashtra" }]} cities={cities} onApply={onApply} />);
    return { onApply, input: screen.getByRole("combobox", { name: "City" }) as HTMLInputElement };
  }

  it("suggests cities as the person types (starting with the text first) and picks one with the arrow keys and Enter", async () => {
    const { onApply, input } = renderCities();
    await userEvent.type(input, "na");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox", { name: "Suggestions" });
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(within(listbox).getAllByRole("option").map((o) => o.textContent)).toEqual(["Nagpur", "Nashik", "Navi Mumbai", "Ahmednagar"]);
    expect(onApply).not.toHaveBeenCalled();

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const active = within(listbox).getByRole("option", { name: "Nashik" });
    expect(input.getAttribute("aria-activedescendant")).toBe(active.id);
    expect(active.getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{Enter}");
    expect(input.value).toBe("Nashik");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...none, state: "Maharashtra", city: "Nashik" });
  });

  it("picks a suggestion by pointer, closes with Escape, and applies typed text when the field is left", async () => {
    const { onApply, input } = renderCities();
    await userEvent.type(input, "pu");
    await userEvent.click(within(screen.getByRole("listbox", { name: "Suggestions" })).getByRole("option", { name: "Pune" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...none, state: "Maharashtra", city: "Pune" });

    await userEvent.clear(input);
    await userEvent.type(input, "Thane West");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    // A city the list spells otherwise (or lacks) is still a filter: jobs store the city their employer typed.
    expect(onApply).toHaveBeenLastCalledWith({ ...none, state: "Maharashtra", city: "Thane West" });
  });

  it("does not apply again when the field is left unchanged", async () => {
    const { onApply, input } = renderCities({ city: "Pune" });
    expect(input.value).toBe("Pune");
    await userEvent.click(input);
    await userEvent.tab();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe("JobFilters: skills", () => {
  it("applies a picked skill at once as comma-separated ids, and counts the skills as one filter", async () => {
    const { onApply, rerender } = renderFilters();
    await userEvent.click(screen.getByRole("button", { name: "Pick Skill 3" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...none, skills: "s3" });
    rerender({ skills: "s3" });
    await userEvent.click(screen.getByRole("button", { name: "Pick Skill 5" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...none, skills: "s3,s5" });
    rerender({ skills: "s3,s5" });
    expect(screen.getByRole("button", { name: "Filters (1)" })).toBeTruthy();
    // A chosen skill is no longer offered; the chips name both (the one picked here keeps its name).
    expect(screen.queryByRole("button", { name: "Pick Skill 3" })).toBeNull();
    expect(within(screen.getByRole("list", { name: "Chosen skills" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Skill 3", "Skill 5"]);
  });

  it("shows the applied skills by the names the page loaded, removes one by its named button", async () => {
    const onApply = vi.fn();
    const values = { ...none, skills: "react,docker" };
    render(
      <JobFilters
        filters={values}
        queryString={new URLSearchParams(values).toString()}
        countries={india}
        states={[]}
        cities={[]}
        skills={[
          { id: "react", name: "React" },
          { id: "docker", name: "Docker" },
        ]}
        skillPicker={StubPicker}
        onApply={onApply}
      />,
    );
    expect(within(screen.getByRole("list", { name: "Chosen skills" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["React", "Docker"]);
    await userEvent.click(screen.getByRole("button", { name: "Remove React" }));
    expect(onApply).toHaveBeenLastCalledWith({ ...none, skills: "docker" });
  });

  it("has no skills filter without a picker from the page", () => {
    render(<JobFilters filters={none} queryString="" countries={india} states={[]} cities={[]} onApply={vi.fn()} />);
    expect(screen.queryByRole("group", { name: "Skills" })).toBeNull();
  });

  it("takes at most 10 skills, and Clear filters clears them", async () => {
    const ten = catalogue.slice(0, 10).map((s) => s.id).join(",");
    const { onApply } = renderFilters({ skills: ten });
    expect(screen.getByText("You can filter by at most 10 skills.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Pick Skill 10" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onApply).toHaveBeenCalledWith(none);
  });
});

describe("JobFilters: experience and countries (issue 43)", () => {
  it("filters by the seeker's experience, keeping a value from a shared link", async () => {
    const { onApply, rerender } = renderFilters();
    await userEvent.selectOptions(screen.getByLabelText("Your experience"), "Up to 3 years asked");
    expect(onApply).toHaveBeenLastCalledWith({ ...none, experience: "3" });
    rerender({ experience: "4" });
    expect((screen.getByLabelText("Your experience") as HTMLSelectElement).value).toBe("4");
  });

  it("lists the countries in use until the person asks for more, then every country", async () => {
    const { onApply } = renderFilters();
    const country = screen.getByLabelText("Country") as HTMLSelectElement;
    expect(within(country).getAllByRole("option").map((o) => o.textContent)).toEqual(["All countries", "India", "More countries…"]);
    await userEvent.selectOptions(country, "More countries…");
    expect(onApply).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(within(country).getAllByRole("option").length).toBeGreaterThan(200));
    expect(within(country).queryByRole("option", { name: "More countries…" })).toBeNull();
  });
});
