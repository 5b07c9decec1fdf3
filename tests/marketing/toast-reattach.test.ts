// A toaster that goes away (moving between the root layout and the global 404 page, decision 0045)
// hands the toasts it still showed to the next toaster (lib/client/toast.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { attachToaster, toastSuccess, type ToastRequest } from "@/lib/client/toast";

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts when the toaster is mounted again", () => {
  it("shows the toast still on screen on the next toaster, and no toast twice", () => {
    vi.useFakeTimers();
    const first: ToastRequest[] = [];
    const detachFirst = attachToaster((toast) => first.push(toast));
    toastSuccess("Logged out successfully");
    expect(first.map((toast) => toast.message)).toEqual(["Logged out successfully"]);

    vi.advanceTimersByTime(500);
    detachFirst();
    const second: ToastRequest[] = [];
    const detachSecond = attachToaster((toast) => second.push(toast));
    expect(second).toEqual([{ type: "success", message: "Logged out successfully", duration: 2000 }]);

    // Gone from the screen by now: a third toaster shows nothing again.
    vi.advanceTimersByTime(3000);
    detachSecond();
    const third: ToastRequest[] = [];
    const detachThird = attachToaster((toast) => third.push(toast));
    expect(third).toEqual([]);
    detachThird();
  });
});
