"use client";

import { useId } from "react";
import { useRouter } from "next/navigation";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { createStaffAction } from "@/lib/accounts/actions/staff";
import { STAFF_LINK_DAYS, STAFF_ROLES } from "@/lib/accounts/rules/roles";
import { createStaffSchema, STAFF_NAME_MAX, type CreateStaffData } from "@/lib/accounts/schemas/staff";
import { useActionForm } from "@/lib/client/use-action-form";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

// The console's "Add staff member" (decisions.md section 15): a real dialog with the name, e-mail and
// role, sent through the same service as POST admin/staff. The list below refreshes on success.

const FAILED = "Could not add the staff member. Please try again later.";

type FormValues = { name: string; email: string; role: string };
const resolver = zodResolver(createStaffSchema) as unknown as Resolver<FormValues, unknown, CreateStaffData>;

export function AddStaffDialog() {
  const router = useRouter();
  return (
    <DialogButton
      label="Add staff member"
      className="btn-primary"
      title="Add staff member"
      description={`They get an e-mail with a link to choose their password (valid ${STAFF_LINK_DAYS} days), then log in with their account type.`}
    >
      {(close) => <AddStaffForm onDone={close} onAdded={() => router.refresh()} />}
    </DialogButton>
  );
}

/** Mounted each time the dialog opens (Dialog renders its children only while open): a fresh form. */
function AddStaffForm({ onDone, onAdded }: { onDone: () => void; onAdded: () => void }) {
  const formId = useId();
  const form = useActionForm<FormValues, CreateStaffData, unknown>({
    resolver,
    defaultValues: { name: "", email: "", role: "" },
    action: (values) => createStaffAction(values),
    successToast: "Staff member added",
    errorToast: FAILED,
    onSuccess: () => {
      onAdded();
      onDone();
    },
    onFailure: (failure, { form: rhf }) => {
      // A duplicate is about the e-mail (one account per e-mail and role): said at that field.
      if (failure.code === "CONFLICT") rhf.setError("email", { message: failure.message });
      else if (failure.code !== "VALIDATION" || !failure.errors) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Add staff member">
      <Field id={`${formId}-name`} label="Name" error={errors.name?.message}>
        <input type="text" autoComplete="off" maxLength={STAFF_NAME_MAX} {...register("name")} />
      </Field>
      <Field id={`${formId}-email`} label="E-mail" error={errors.email?.message}>
        <input type="email" autoComplete="off" {...register("email")} />
      </Field>
      <Field id={`${formId}-role`} label="Role" error={errors.role?.message}>
        <Select options={STAFF_ROLES} placeholder="Choose a role" {...register("role")} />
      </Field>
      <FormFooter error={errors.root?.message} submitting={isSubmitting} onCancel={onDone} submitLabel="Add staff member" submittingLabel="Adding..." />
    </form>
  );
}
