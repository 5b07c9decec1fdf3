"use client";

import { useId } from "react";
import { useRouter } from "next/navigation";
import { useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { inviteMemberAction } from "@/lib/teams/actions/members";
import { INVITED_MESSAGE, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS } from "@/lib/teams/rules/roles";
import { INVITATION_DAYS, inviteMemberSchema, TEAM_ROLES, type InviteMemberInput, type TeamRoleName } from "@/lib/teams/schemas/common";
import { useActionForm } from "@/lib/client/use-action-form";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

// "Invite a member" (decisions.md section 16): a real dialog with the address and the role, each role
// explained in a sentence, sent through the same service as POST employer/team/invitations.

const FAILED = "Could not send the invitation. Please try again later.";
const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));
/** Most invitations are for colleagues who hire, not for co-owners. */
const DEFAULT_ROLE: TeamRoleName = "recruiter";

type FormValues = { email: string; role: string };
const resolver = zodResolver(inviteMemberSchema) as unknown as Resolver<FormValues, unknown, InviteMemberInput>;

export function InviteMemberDialog() {
  const router = useRouter();
  return (
    <DialogButton
      label="Invite a member"
      className="btn-primary"
      title="Invite a member"
      description={`They get an e-mail with a link to join your team. The link works once, for ${INVITATION_DAYS} days.`}
    >
      {(close) => <InviteForm onDone={close} onInvited={() => router.refresh()} />}
    </DialogButton>
  );
}

/** Mounted each time the dialog opens (Dialog renders its children only while open): a fresh form. */
function InviteForm({ onDone, onInvited }: { onDone: () => void; onInvited: () => void }) {
  const formId = useId();
  const form = useActionForm<FormValues, InviteMemberInput, unknown>({
    resolver,
    defaultValues: { email: "", role: DEFAULT_ROLE },
    action: (values) => inviteMemberAction(values),
    successToast: INVITED_MESSAGE,
    errorToast: FAILED,
    onSuccess: () => {
      onInvited();
      onDone();
    },
    onFailure: (failure, { form: rhf }) => {
      // Already in a team is about the address: said at that field, the rest under the form.
      if (failure.code === "ALREADY_MEMBER") rhf.setError("email", { message: failure.message });
      else if (failure.code !== "VALIDATION" || !failure.errors) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit, control } = form;
  const role = useWatch({ control, name: "role" }) as TeamRoleName;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Invite a member">
      <Field id={`${formId}-email`} label="E-mail" error={errors.email?.message}>
        <input type="email" autoComplete="off" {...register("email")} />
      </Field>
      <Field id={`${formId}-role`} label="Role" error={errors.role?.message} hint={TEAM_ROLE_DESCRIPTIONS[role] ?? undefined}>
        <Select options={ROLE_OPTIONS} defaultValue={DEFAULT_ROLE} {...register("role")} />
      </Field>
      <FormFooter error={errors.root?.message} submitting={isSubmitting} onCancel={onDone} submitLabel="Send invitation" submittingLabel="Sending..." />
    </form>
  );
}
