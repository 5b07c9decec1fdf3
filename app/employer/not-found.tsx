import { NotFoundBody } from "@/components/ui/not-found-body";

// notFound() inside the employer area (e.g. another employer's job) renders here, inside the area's frame.
export default function EmployerNotFound() {
  return <NotFoundBody />;
}
