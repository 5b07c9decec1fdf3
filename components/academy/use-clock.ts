"use client";

import { useEffect, useState } from "react";

/**
 * The time for a page left open (the trainer's batch page): starts at the server's `now` (so the first
 * render matches the server's) and moves on every `everyMs`, so a button whose window opens while the
 * page is open (check-in, finish) becomes enabled without a reload.
 */
export function useClock(initial?: string | Date, everyMs = 30_000): Date {
  const [now, setNow] = useState(() => (initial ? new Date(initial) : new Date()));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
