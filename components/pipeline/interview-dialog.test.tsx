// @vitest-environment happy-dom
// Scheduling asks how long the interview lasts (decisions.md section 20): a select of durations from
// 15 minutes to 4 hours, an hour unless changed, sent as interview.durationMinutes.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InterviewDialog, type InterviewValues } from "@/components/pipeline/interview-dialog";
import { localValue } from "@/components/pipeline/applicants-test-helpers";

afterEach(cleanup);

function open() {
  const onSubmit = vi.fn<(values: InterviewValues) => Promise<Record<string, string> | null>>().mockResolvedValue(null);
  render(<InterviewDialog open name="Ravi Kumar" onSubmit={onSubmit} onClose={() => undefined} />);
  const dialog = screen.getByRole("dialog", { name: "Schedule an interview with Ravi Kumar" });
  fireEvent.change(within(dialog).getByLabelText(/^Date and time/), { target: { value: localValue(3) } });
  fireEvent.click(within(dialog).getByRole("radio", { name: "Video call" }));
  return { dialog, onSubmit };
}

const schedule = async (dialog: HTMLElement) => {
  fireEvent.click(within(dialog).getByRole("button", { name: "Schedule interview" }));
  await vi.waitFor(() => undefined);
};

describe("the interview dialog's duration", () => {
  it("offers 15 minutes to 4 hours and sends an hour unless changed", async () => {
    const { dialog, onSubmit } = open();
    const duration = within(dialog).getByLabelText(/^Duration/) as HTMLSelectElement;
    expect([...duration.options].map((option) => option.textContent)).toEqual([
      "15 minutes",
      "30 minutes",
      "45 minutes",
      "1 hour",
      "1 hour 30 minutes",
      "2 hours",
      "3 hours",
      "4 hours",
    ]);
    expect(duration.value).toBe("60");
    await schedule(dialog);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].interview).toMatchObject({ mode: "video", durationMinutes: 60 });
  });

  it("sends the chosen duration", async () => {
    const { dialog, onSubmit } = open();
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: "90" } });
    await schedule(dialog);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].interview.durationMinutes).toBe(90);
  });
});
