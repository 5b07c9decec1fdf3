// notFound() where no area has its own not-found (each area's draws the message inside its frame).
// This file is sent inside every page's payload, so it holds the message alone: the frame of a URL
// that matches no route is app/global-not-found.tsx's (decision 0045). Prerendered on purpose:
// anything per-request here (connection(), headers()) would make every page of the site dynamic
// (docs/decisions/0012-security-headers.md).
export { NotFoundBody as default, notFoundMetadata as metadata } from "@/components/ui/not-found-body";
