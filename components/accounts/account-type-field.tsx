import type { UseFormRegisterReturn } from "react-hook-form";
import { SIGNUP_ACCOUNT_TYPES } from "@/lib/accounts/schemas/auth";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

/**
 * The account type of the login and forgot-password forms: a select, or on the admin pages a hidden
 * "Admin" (those pages serve one type only, and the schema still wants the field).
 */
export function AccountTypeField({
  id,
  admin,
  error,
  field,
}: {
  id: string;
  admin: boolean;
  error?: string;
  field: UseFormRegisterReturn<"accountType">;
}) {
  if (admin) return <input type="hidden" {...field} />;
  return (
    <Field plainLabel id={id} label="Account type" error={error}>
      <Select options={SIGNUP_ACCOUNT_TYPES} {...field} />
    </Field>
  );
}
