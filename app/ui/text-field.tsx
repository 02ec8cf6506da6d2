// A labelled input with its field message below (SPEC.md §5 messages come from the form's schema via Conform).
import { type FieldMetadata, getInputProps } from "@conform-to/react";

type InputType = "text" | "email" | "password" | "date";

/** The look of every labelled text control of a form, with its focus ring and its invalid border. */
export const INPUT_CLASS =
  "min-h-11 rounded-md border border-slate-300 px-3 py-2 text-base outline-none " +
  "focus:border-accent focus:ring-2 focus:ring-accent/30 aria-invalid:border-red-600";

/** A field's first message under it, under the id its control names in aria-describedby. */
export function FieldMessage({ id, errors }: { id: string; errors?: string[] }) {
  return errors ? (
    <p id={id} className="text-sm text-red-700">
      {errors[0]}
    </p>
  ) : null;
}

export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  className = "",
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  className?: string;
}) {
  const { key, ...input } = getInputProps(field, { type });
  const errorId = `${field.id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        key={key}
        {...input}
        autoComplete={autoComplete}
        aria-describedby={field.errors ? errorId : undefined}
        className={INPUT_CLASS}
      />
      <FieldMessage id={errorId} errors={field.errors} />
    </div>
  );
}
