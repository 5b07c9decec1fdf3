"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { canTransition } from "@/lib/transitions/table";
import { EMPLOYER_MOVES, EMPLOYER_STAGE_LABELS, STAGES, type Stage } from "@/lib/pipeline/rules";

/** The stages the employer may move an application to from `from`, in pipeline order (the server's table). */
export function allowedMoves(from: Stage): Stage[] {
  return STAGES.filter((to) => canTransition(EMPLOYER_MOVES, from, to));
}

// Moves that ask for more in a dialog end with an ellipsis, as menu items that open dialogs do.
const DIALOG_STAGES: readonly Stage[] = ["interview", "rejected", "hired"];
const itemLabel = (stage: Stage) => `${EMPLOYER_STAGE_LABELS[stage]}${DIALOG_STAGES.includes(stage) ? "…" : ""}`;

/**
 * A menu button (ARIA menu pattern): Enter/Space/ArrowDown open it on the first item, arrows,
 * Home and End move, Escape closes and returns focus to the button, Tab or a click outside closes it.
 */
export function StageMenu({
  children,
  stages,
  onPick,
  disabled = false,
  labelFor = itemLabel,
}: {
  children: ReactNode;
  stages: readonly Stage[];
  onPick: (stage: Stage) => void;
  disabled?: boolean;
  labelFor?: (stage: Stage) => string;
}) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      event.key === "ArrowDown"
        ? list[(index + 1) % list.length]
        : event.key === "ArrowUp"
          ? list[(index - 1 + list.length) % list.length]
          : event.key === "Home"
            ? list[0]
            : event.key === "End"
              ? list[list.length - 1]
              : null;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  if (stages.length === 0) return null;
  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="btn-outline px-4 py-2 disabled:opacity-60"
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-20 mt-1 min-w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {stages.map((stage) => (
            <li key={stage} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(true);
                  onPick(stage);
                }}
                className="block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
              >
                {labelFor(stage)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * One applicant's "Move to" control: only the moves the employer's table allows from its stage, and at
 * the interview stage "Reschedule interview…" (the same move with a new time: decisions.md section 16).
 */
export function MoveToMenu({
  name,
  status,
  disabled,
  onPick,
}: {
  name: string;
  status: Stage;
  disabled?: boolean;
  onPick: (stage: Stage) => void;
}) {
  return (
    <StageMenu
      stages={status === "interview" ? ["interview", ...allowedMoves(status)] : allowedMoves(status)}
      onPick={onPick}
      disabled={disabled}
      labelFor={(stage) => (stage === status ? "Reschedule interview…" : itemLabel(stage))}
    >
      Move to
      <span className="sr-only">, for {name}</span>
    </StageMenu>
  );
}
