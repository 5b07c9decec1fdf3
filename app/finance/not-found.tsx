// notFound() in this area renders here, inside the area's frame (decision 0045).
export { NotFoundBody as default, notFoundMetadata as metadata } from "@/components/ui/not-found-body";
