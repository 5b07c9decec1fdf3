import { Spinner } from "@/components/employer/spinner";

export default function Loading() {
  return <Spinner />;
}
