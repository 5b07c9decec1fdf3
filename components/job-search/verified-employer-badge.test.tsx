// @vitest-environment happy-dom
// The "Verified employer" badge beside the organisation's name on a job card: shown only for a
// verified employer, in words (the icon is decoration).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JobCard } from "@/components/job-search/job-card";
import { VerifiedEmployerBadge } from "@/components/job-search/verified-employer-badge";
import { jobJson } from "@/tests/helpers/job-json";

afterEach(cleanup);

describe("VerifiedEmployerBadge", () => {
  it("says 'Verified employer' in text with a hidden icon", () => {
    const { container } = render(<VerifiedEmployerBadge />);
    expect(container.textContent).toBe("Verified employer");
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("JobCard and the badge", () => {
  it("a verified employer's job shows the badge next to the organisation's name", () => {
    const job = jobJson({ employerVerified: true });
    render(<JobCard job={job} />);
    const name = screen.getByText(job.organisationDetails.orgName, { exact: false });
    expect(within(name).getByText("Verified employer")).toBeTruthy();
  });

  it("an unverified employer's job shows no badge", () => {
    render(<JobCard job={jobJson({ employerVerified: false })} />);
    expect(screen.getByRole("article").textContent).not.toContain("Verified employer");
  });
});
