// Labelled form controls bound to Conform fields, each with its message (SPEC.md §5) underneath.
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";

type Field = FieldMetadata<string | undefined>;

const CONTROL =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base outline-none focus:border-accent " +
  "focus:ring-2 focus:ring-accent/30 aria-invalid:border-red-600";

function Shell({
  field,
  label,
  help,
  children,
  className = "",
}: {
  field: Field;
  label: string;
  help?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {help ? (
        <p id={field.descriptionId} className="text-sm text-slate-600">
          {help}
        </p>
      ) : null}
      {field.errors ? (
        <p id={field.errorId} className="text-sm text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(field: Field, help?: string) {
  return (
    [help ? field.descriptionId : null, field.errors ? field.errorId : null].filter(Boolean).join(" ") || undefined
  );
}

interface TextInputProps {
  field: Field;
  label: string;
  inputMode?: "numeric" | "decimal" | "url";
  className?: string;
  placeholder?: string;
  /** Shown under the field and read with it (aria-describedby). */
  help?: string;
}

export function TextInput({ field, label, inputMode, className, placeholder, help }: TextInputProps) {
  const { key, ...props } = getInputProps(field, { type: "text", ariaAttributes: false });
  return (
    <Shell field={field} label={label} help={help} className={className}>
      <input
        key={key}
        {...props}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(field, help)}
        className={CONTROL}
      />
    </Shell>
  );
}

export function TextArea({
  field,
  label,
  rows = 8,
  className,
}: {
  field: Field;
  label: string;
  rows?: number;
  className?: string;
}) {
  const { key, ...props } = getTextareaProps(field, { ariaAttributes: false });
  return (
    <Shell field={field} label={label} className={className}>
      <textarea
        key={key}
        {...props}
        rows={rows}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(field)}
        className={CONTROL}
      />
    </Shell>
  );
}

export function SelectInput({
  field,
  label,
  options,
  help,
  className,
}: {
  field: Field;
  label: string;
  options: ReadonlyArray<string | { value: string; label: string }>;
  help?: string;
  className?: string;
}) {
  const { key, ...props } = getSelectProps(field, { ariaAttributes: false });
  return (
    <Shell field={field} label={label} help={help} className={className}>
      <select
        key={key}
        {...props}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={describedBy(field, help)}
        className={CONTROL}
      >
        <option value="">Seleccionar...</option>
        {options.map((o) => {
          const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Shell>
  );
}

/** A checklist: one native checkbox per option, all under the field's name (the schema reads them as a list). */
export function CheckboxGroup({
  field,
  label,
  options,
  className = "",
}: {
  field: FieldMetadata<string[] | undefined>;
  label: string;
  options: readonly string[];
  className?: string;
}) {
  const initial = [field.initialValue ?? []].flat() as string[];
  return (
    <fieldset
      className={`flex flex-col gap-2 ${className}`}
      aria-describedby={field.errors ? field.errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-base">
            <input
              type="checkbox"
              name={field.name}
              value={option}
              defaultChecked={initial.includes(option)}
              className="size-5 accent-accent"
            />
            {option}
          </label>
        ))}
      </div>
      {field.errors ? (
        <p id={field.errorId} className="text-sm text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
