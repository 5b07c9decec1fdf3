"use client";

import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import type { Role } from "@/lib/auth/types";
import { useSessionUser } from "@/lib/client/session-store";
import { toastError } from "@/lib/client/toast";

/**
 * A role card's action: only for its own role (spec section 4, decisions.md section 2). Anyone else
 * gets the spec's toast and goes to `signupHref` (the signup form with this role's type chosen).
 */
export function RoleGateLink(props: {
  href: string;
  role: Role;
  title: string;
  signupHref?: string;
  className?: string;
  children: ReactNode;
}) {
  const user = useSessionUser();
  const router = useRouter();

  function gate(event: MouseEvent<HTMLAnchorElement>) {
    // Session still loading: let the link through, the area's own guard decides.
    if (user === undefined) return;
    if (user && user.role.toLowerCase() === props.role.toLowerCase()) return;
    event.preventDefault();
    toastError(`Kindly Login as ${props.title} !`);
    router.push(props.signupHref ?? "/signup");
  }

  return (
    <a href={props.href} onClick={gate} className={props.className}>
      {props.children}
    </a>
  );
}
