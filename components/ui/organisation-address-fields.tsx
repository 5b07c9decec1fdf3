import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";

type AddressName = "website" | "city" | "state";

/**
 * Website, City and State of an employer or an institute, as three cells of the profile form's grid.
 * Ids are `${idPrefix}-website` etc., so each form keeps its own.
 */
export function OrganisationAddressFields({
  idPrefix,
  register,
  errors,
  websitePlaceholder,
  websiteRequired = true,
}: {
  idPrefix: string;
  /** The form's `register`, narrowed to the three names. */
  register: (name: AddressName) => UseFormRegisterReturn;
  errors: Partial<Record<AddressName, { message?: string }>>;
  websitePlaceholder: string;
  websiteRequired?: boolean;
}) {
  return (
    <>
      <Field id={`${idPrefix}-website`} label="Website" required={websiteRequired} error={errors.website?.message}>
        <input type="text" inputMode="url" autoComplete="url" placeholder={websitePlaceholder} {...register("website")} />
      </Field>
      <Field id={`${idPrefix}-city`} label="City" error={errors.city?.message}>
        <input type="text" autoComplete="address-level2" {...register("city")} />
      </Field>
      <Field id={`${idPrefix}-state`} label="State" error={errors.state?.message}>
        <input type="text" autoComplete="address-level1" {...register("state")} />
      </Field>
    </>
  );
}
