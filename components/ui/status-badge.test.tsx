// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup } from "@testing-library/react";
import { StatusBadge } from "@/components/ui/status-badge";

afterEach(cleanup);

describe("StatusBadge", () => {
  it("shows the label, or the status when there is none", () => {
    render(
      <>
        <StatusBadge status="pending" />
        <StatusBadge status="approved" label="Pending Approval" />
      </>,
    );
    expect(screen.getByText("pending")).toBeTruthy();
    expect(screen.getByText("Pending Approval")).toBeTruthy();
  });
});
