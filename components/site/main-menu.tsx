"use client";

import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from "react";

type Menu = {
  /** The dropdown open on this page (its id), if any: one at a time. */
  openDropdown: string | null;
  setDropdown: (id: string | null) => void;
  /** Closes the mobile menu and any dropdown (a link was followed, the user logs out). */
  closeAll: () => void;
};

const MenuContext = createContext<Menu>({ openDropdown: null, setDropdown: () => undefined, closeAll: () => undefined });

/** The header's menu state, for the dropdowns and the account bar inside MainMenu. */
export const useMenu = () => useContext(MenuContext);

/**
 * The main menu's button (phones) and the menu itself, holding which dropdown is open. Its contents
 * come from the header's markup (components/site/header-shell.tsx); `className` is the menu's layout,
 * shown or hidden here.
 */
export function MainMenu({ menuIcon, closeIcon, className, children }: { menuIcon: ReactNode; closeIcon: ReactNode; className: string; children: ReactNode }) {
  const pathname = usePathname() ?? "/";
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Open state remembers the path it was opened on, so any navigation (even Back) closes menus
  // without an effect.
  const [mobileOpenAt, setMobileOpenAt] = useState<string | null>(null);
  const [dropdown, setDropdownState] = useState<{ id: string; at: string } | null>(null);
  const mobileOpen = mobileOpenAt === pathname;
  const openDropdown = dropdown?.at === pathname ? dropdown.id : null;

  const closeAll = useCallback(() => {
    setMobileOpenAt(null);
    setDropdownState(null);
  }, []);
  const setDropdown = useCallback((id: string | null) => setDropdownState(id ? { id, at: pathname } : null), [pathname]);
  const menu = useMemo(() => ({ openDropdown, setDropdown, closeAll }), [openDropdown, setDropdown, closeAll]);

  useEffect(() => {
    if (!mobileOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      // An open dropdown handles Escape itself; the next Escape closes the menu.
      if (event.key !== "Escape" || openDropdown) return;
      setMobileOpenAt(null);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen, openDropdown]);

  // Tapping any link inside the menu closes it (also when the link points at the current page).
  function onMenuClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest("a")) closeAll();
  }

  return (
    <MenuContext.Provider value={menu}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={mobileOpen ? "Close" : "Menu"}
        aria-expanded={mobileOpen}
        aria-controls="main-menu"
        onClick={() => (mobileOpen ? closeAll() : setMobileOpenAt(pathname))}
        className="rounded-md p-2 text-slate-800 hover:bg-slate-100 xl:hidden"
      >
        {mobileOpen ? closeIcon : menuIcon}
      </button>
      <div id="main-menu" onClick={onMenuClick} className={`${mobileOpen ? "flex" : "hidden"} ${className}`}>
        {children}
      </div>
    </MenuContext.Provider>
  );
}
