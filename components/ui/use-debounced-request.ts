"use client";

import { useEffect, useEffectEvent, useState } from "react";
import type { Result } from "@/lib/api/result";

export type RequestStatus = "idle" | "loading" | "done" | "failed";

/**
 * A type-ahead field's server call (the job picker, the skill picker): once `key` (what is asked: the
 * words, the page) has stayed the same for `delayMs`, `request` runs, one call per word rather than per
 * key; a newer key aborts the older call, whose answer no longer matters. A null key asks nothing.
 * Returns the call's status, which the field may also set back to idle (it cleared its text).
 */
export function useDebouncedRequest<T>(
  key: string | null,
  delayMs: number,
  request: (signal: AbortSignal) => Promise<Result<T>>,
  onAnswer: (result: Result<T>) => void,
) {
  const [status, setStatus] = useState<RequestStatus>("idle");
  // The latest closures, so that only the key decides when to ask again.
  const ask = useEffectEvent(request);
  const answer = useEffectEvent(onAnswer);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus("loading");
      ask(controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return;
          answer(result);
          setStatus(result.ok ? "done" : "failed");
        })
        // A newer keystroke aborted this call: its answer no longer matters.
        .catch(() => undefined);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, delayMs]);

  return [status, setStatus] as const;
}
