import { notFound } from "next/navigation";

/**
 * The page of a path under a signed-in area that matches no route (`app/<area>/[...missing]/page.tsx`).
 * Without it such a path gets the prerendered global not-found, whose scripts carry no nonce, while the
 * proxy gives every path of these areas the nonce policy: the browser would run none of its scripts.
 * Here the 404 is rendered per request inside the area's frame, like the area's other pages. Visitors
 * never reach it (the proxy sends them to the login first), so it costs a render only for a signed-in
 * user's mistyped address (decision 0045).
 */
export function MissingPage(): never {
  notFound();
}
