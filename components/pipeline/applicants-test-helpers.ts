// Steps the applicants page's component tests share (imported by *.test.tsx only): find a row, open
// its "Move to" menu, let fake timers run, and a date-time-local value.
import { act, fireEvent, screen, within } from "@testing-library/react";
import { vi } from "vitest";

export const rowOf = (name: string) => screen.getByLabelText(name).closest("li") as HTMLElement;

export async function wait(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export function openMenu(name: string) {
  fireEvent.click(within(rowOf(name)).getByRole("button", { name: /^Move to/ }));
  return screen.getByRole("menu");
}

export const menuItems = (menu: HTMLElement) => within(menu).getAllByRole("menuitem").map((item) => item.textContent);

/** A date-time-local value `days` from now (India time is close enough for "past" and "future"). */
export function localValue(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}
