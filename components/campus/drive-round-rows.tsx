"use client";

import type { FieldArrayWithId, FieldErrors, UseFormRegister } from "react-hook-form";
import type { DriveFormValues } from "@/lib/campus/schemas/drive-form";
import { Field } from "@/components/ui/field";
import { RepeatedRows } from "@/components/ui/repeated-rows";

/** The schema's limit on rounds (createDriveSchema). */
const MAX_ROUNDS = 10;

type Props = {
  fields: FieldArrayWithId<DriveFormValues, "rounds">[];
  register: UseFormRegister<DriveFormValues>;
  errors: FieldErrors<DriveFormValues>["rounds"];
  /** The list's own message (none, too many, one before registration closes). */
  error?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** The rounds of the new drive form: a name and an India date and time each, in order; Add and Remove rows. */
export function DriveRoundRows({ fields, register, errors, error, onAdd, onRemove }: Props) {
  return (
    <RepeatedRows
      legend="Rounds"
      intro="In order, each after registration closes. Times are India time."
      item="Round"
      keys={fields.map((field) => field.id)}
      max={MAX_ROUNDS}
      error={error}
      errorId="drive-rounds-error"
      gridClassName="sm:grid-cols-[1fr_16rem]"
      onAdd={onAdd}
      onRemove={onRemove}
      renderRow={(index, key) => {
        const rowErrors = errors?.[index];
        const id = (name: string) => `drive-round-${key}-${name}`;
        return (
          <>
            <Field id={id("name")} label="Name" error={rowErrors?.name?.message}>
              <input type="text" maxLength={100} placeholder="e.g. Aptitude test" {...register(`rounds.${index}.name`)} />
            </Field>
            <Field id={id("at")} label="Date and time" error={rowErrors?.at?.message}>
              <input type="datetime-local" {...register(`rounds.${index}.at`)} />
            </Field>
          </>
        );
      }}
    />
  );
}
