// @vitest-environment happy-dom
// The applicants page's two views: without a matching slot, the list alone; with one, a tablist
// "Applicants" / "Matching candidates" whose panels are labelled by their tabs; the matching view is
// mounted on its first visit only, then kept (its state survives switching back and forth).
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApplicantsViews } from "@/components/pipeline/view-tabs";

afterEach(cleanup);

describe("ApplicantsViews", () => {
  it("without a matching view: the applicants alone, no tabs", () => {
    render(
      <ApplicantsViews>
        <p>The list</p>
      </ApplicantsViews>,
    );
    expect(screen.getByText("The list")).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("with one: two tabs; the matching view mounts on first visit and stays", async () => {
    const mounted = vi.fn();
    function Matching() {
      mounted();
      return <p>Matching list</p>;
    }
    render(
      <ApplicantsViews matching={<Matching />}>
        <p>The list</p>
      </ApplicantsViews>,
    );
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Applicants", "Matching candidates"]);
    expect(screen.getByRole("tab", { name: "Applicants" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Applicants" }).textContent).toBe("The list");
    expect(mounted).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("tab", { name: "Matching candidates" }));
    expect(screen.getByRole("tab", { name: "Matching candidates" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Matching candidates" }).textContent).toBe("Matching list");
    expect(screen.queryByRole("tabpanel", { name: "Applicants" })).toBeNull(); // hidden

    // Arrow keys move between the tabs; the visited view is kept, not mounted again.
    fireEvent.keyDown(screen.getByRole("tablist"), { key: "ArrowLeft" });
    expect(screen.getByRole("tab", { name: "Applicants" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(screen.getByRole("tablist"), { key: "End" });
    expect(screen.getByRole("tab", { name: "Matching candidates" }).getAttribute("aria-selected")).toBe("true");
    expect(mounted).toHaveBeenCalledTimes(1);
  });

  it("with a submittals view too: three tabs, the third mounted on its first visit", async () => {
    render(
      <ApplicantsViews matching={<p>Matching list</p>} submittals={<p>Agency list</p>}>
        <p>The list</p>
      </ApplicantsViews>,
    );
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(["Applicants", "Matching candidates", "Submitted by TalentBridge"]);
    expect(screen.queryByText("Agency list")).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Submitted by TalentBridge" }));
    expect(screen.getByRole("tabpanel", { name: "Submitted by TalentBridge" }).textContent).toBe("Agency list");
    fireEvent.keyDown(screen.getByRole("tablist"), { key: "Home" });
    expect(screen.getByRole("tab", { name: "Applicants" }).getAttribute("aria-selected")).toBe("true");
  });

  it("on a phone the tabs scroll sideways, whole, instead of being cut (issue 44)", () => {
    render(
      <ApplicantsViews matching={<p>Matching list</p>} submittals={<p>Agency list</p>}>
        <p>The list</p>
      </ApplicantsViews>,
    );
    const tablist = screen.getByRole("tablist", { name: "Candidates for this job" });
    expect(tablist.className).toContain("overflow-x-auto");
    for (const tab of screen.getAllByRole("tab")) expect(tab.className).toMatch(/\bshrink-0\b.*\bwhitespace-nowrap\b|\bwhitespace-nowrap\b.*\bshrink-0\b/);
  });
});
