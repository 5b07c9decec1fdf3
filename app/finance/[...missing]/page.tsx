// A path in this area that matches no page: a 404 inside the area's frame (components/site/missing-page.tsx).
export { MissingPage as default } from "@/components/site/missing-page";
export { notFoundMetadata as metadata } from "@/components/ui/not-found-body";
