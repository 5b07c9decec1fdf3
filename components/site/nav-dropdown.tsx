"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type FocusEvent, type ReactNode } from "react";
import type { NavLink } from "@/lib/site/navigation";
import { useMenu } from "@/components/site/main-menu";

type Props = {
  id: string;
  label: string;
  /** When set, the label is itself a link and the chevron button (named `label`) opens the menu. */
  href?: string;
  items: readonly NavLink[];
  /** The down arrow (drawn by the header's markup); turned up while open. */
  chevron: ReactNode;
  /** Right-align the desktop panel for entries near the right edge of the bar. */
  alignRight?: boolean;
};

/**
 * Disclosure-pattern dropdown: a real button with aria-expanded; Escape, outside click and tabbing away
 * close it. Whether it is open is MainMenu's (one dropdown at a time, all closed by a followed link).
 */
export function NavDropdown({ id, label, href, items, chevron: arrow, alignRight }: Props) {
  const pathname = usePathname() ?? "/";
  const { openDropdown, setDropdown } = useMenu();
  const open = openDropdown === id;
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${id}-menu`;
  const sectionActive = items.some((item) => item.href === pathname) || pathname === href;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setDropdown(null);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setDropdown(null);
      buttonRef.current?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, setDropdown]);

  // Only a focus move to a known element outside closes it: Safari does not focus tapped links,
  // and closing on a null relatedTarget would hide the panel before the tap lands.
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) setDropdown(null);
  }

  const toggle = () => setDropdown(open ? null : id);
  const chevron = (
    <span aria-hidden="true" className={`flex transition-transform ${open ? "rotate-180" : ""}`}>
      {arrow}
    </span>
  );

  return (
    <li ref={rootRef} onBlur={onBlur} className="relative">
      <div className="flex items-center">
        {href ? (
          <>
            <a href={href} aria-current={pathname === href ? "page" : undefined} className={navLinkClass(sectionActive)}>
              {label}
            </a>
            <button
              ref={buttonRef}
              type="button"
              aria-label={label}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={toggle}
              className="ml-auto rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700 xl:-ml-1 xl:p-1"
            >
              {chevron}
            </button>
          </>
        ) : (
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={toggle}
            className={`${navLinkClass(sectionActive)} w-full justify-between xl:w-auto`}
          >
            {label}
            {chevron}
          </button>
        )}
      </div>
      <ul
        id={panelId}
        hidden={!open}
        className={`mt-1 ml-3 space-y-1 border-l border-slate-200 pl-3 xl:absolute xl:top-full ${alignRight ? "xl:right-0" : "xl:left-0"} xl:z-50 xl:mt-2 xl:ml-0 xl:w-64 xl:rounded-xl xl:border xl:bg-white xl:p-2 xl:shadow-lg`}
      >
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={pathname === item.href ? "page" : undefined}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One link of the header's lists, marked as the current page on its own path. */
export function NavItem({ href, label, className }: { href: string; label: string; className?: string }) {
  const pathname = usePathname() ?? "/";
  return (
    <li>
      <a href={href} aria-current={pathname === href ? "page" : undefined} className={className ?? navLinkClass(pathname === href)}>
        {label}
      </a>
    </li>
  );
}

export function navLinkClass(active: boolean): string {
  return `flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-brand-700 ${
    active ? "text-brand-700 font-semibold" : "text-slate-700"
  }`;
}
