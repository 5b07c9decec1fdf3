import type { UseFormRegisterReturn } from "react-hook-form";
import { LOGIN_PAGE_ACCOUNT_TYPES } from "@/lib/accounts/rules/roles";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

/**
 * The account type of the login and forgot-password forms: a select, or on the admin pages a hidden
 * "Admin" (those pages serve one type only, and the schema still wants the field). The select offers
 * the signup types, then the staff's (Trainer, Recruiter), who log in and recover passwords here too. `defaultValue` is
 * the type shown first (the form's default value too): set on the <select> itself, since
 * react-hook-form does not select a registered option in every environment.
 */
export function AccountTypeField({
  id,
  admin,
  error,
  field,
  defaultValue,
}: {
  id: string;
  admin: boolean;
  error?: string;
  field: UseFormRegisterReturn<"accountType">;
  defaultValue?: string;
}) {
  if (admin) return <input type="hidden" {...field} />;
  return (
    <Field plainLabel id={id} label="Account type" error={error}>
      <Select options={LOGIN_PAGE_ACCOUNT_TYPES} defaultValue={defaultValue} {...field} />
    </Field>
  );
}
