import { toast } from "sonner";

// Durations are part of the product contract (decisions.md section 1): success 2 s, errors 4 s.
export function toastSuccess(message: string) {
  return toast.success(message, { duration: 2000 });
}

export function toastError(message: string) {
  return toast.error(message, { duration: 4000 });
}
