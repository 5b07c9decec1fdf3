"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import type { FieldValues } from "react-hook-form";
import { useActionForm, type ActionFormOptions } from "@/lib/client/use-action-form";

/**
 * A form in one of the invoice page's dialogs (record a payment, issue a credit note): a refusal (the
 * server's 409s) is said inside the dialog, which stays open to correct it, not toasted; a success closes
 * the dialog and reloads the page's data.
 */
export function useDialogActionForm<TForm extends FieldValues, TData, TResult>(
  close: () => void,
  options: Omit<ActionFormOptions<TForm, TData, TResult>, "refusalToast" | "onSuccess" | "onFailure">,
) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string>();
  const form = useActionForm({
    ...options,
    action: (values: TData) => {
      setRefusal(undefined);
      return options.action(values);
    },
    refusalToast: () => null,
    onSuccess() {
      close();
      router.refresh();
    },
    onFailure: (failure) => setRefusal(failure.message),
  });
  return { ...form, refusal };
}
