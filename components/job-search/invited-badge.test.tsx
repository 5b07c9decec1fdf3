// @vitest-environment happy-dom
// "Invited to apply" on a job card (decisions.md section 14): shown when the employer invited the
// viewing candidate (Job JSON `invited`), never otherwise.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JobCard } from "@/components/job-search/job-card";
import { jobJson } from "@/tests/helpers/job-json";

afterEach(cleanup);

describe("JobCard invited badge", () => {
  it("says 'Invited to apply' when the candidate was invited", () => {
    render(<JobCard job={jobJson({ invited: true })} />);
    expect(within(screen.getByRole("article")).getByText("Invited to apply")).toBeTruthy();
  });

  it("says nothing when not invited, or for a visitor (no flag)", () => {
    render(<JobCard job={jobJson({ invited: false })} />);
    expect(screen.queryByText("Invited to apply")).toBeNull();
    cleanup();
    render(<JobCard job={jobJson()} />);
    expect(screen.queryByText("Invited to apply")).toBeNull();
  });
});
