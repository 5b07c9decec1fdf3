/**
 * A form's submit button: disabled while `busy` (or `disabled`), when it says what is happening.
 * The default class is the page forms' one (full width on phones); the account forms pass their own.
 */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled,
  className = "btn-primary w-full sm:w-auto",
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy || disabled} className={className}>
      {busy ? busyLabel : label}
    </button>
  );
}
