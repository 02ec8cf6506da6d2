// One labelled field of the 'Configuración' form — a line, a text area or a file — with its hint and message.
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { FieldMessage, INPUT_CLASS } from "../text-field.tsx";

interface FieldProps {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
  kind?: "text" | "email" | "textarea";
  rows?: number;
}

export function SettingsField({ field, label, hint, kind = "text", rows = 3 }: FieldProps) {
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const describedBy = [hint ? hintId : "", field.errors ? errorId : ""].filter(Boolean).join(" ") || undefined;
  let control: React.ReactNode;
  if (kind === "textarea") {
    const { key, ...props } = getTextareaProps(field);
    control = <textarea key={key} {...props} rows={rows} aria-describedby={describedBy} className={INPUT_CLASS} />;
  } else {
    const { key, ...props } = getInputProps(field, { type: kind });
    control = <input key={key} {...props} aria-describedby={describedBy} className={INPUT_CLASS} />;
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} errors={field.errors} />
    </div>
  );
}

/** An image upload with the current image, and a box to remove it. */
export function ImageField({
  name,
  removeName,
  label,
  current,
  errors,
  accept = "image/jpeg,image/png,image/webp,image/avif,image/gif",
}: {
  name: string;
  removeName: string;
  label: string;
  current: { src: string; width: number; height: number } | null;
  errors?: string[];
  accept?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {current ? (
        <img
          src={current.src}
          alt={`${label} actual`}
          width={current.width}
          height={current.height}
          className="h-20 w-auto self-start rounded border border-slate-200 bg-white object-contain"
        />
      ) : (
        <p className="text-sm text-slate-600">Sin imagen.</p>
      )}
      <label className="text-sm text-slate-700">
        <span className="sr-only">{label}: </span>
        <input
          type="file"
          name={name}
          accept={accept}
          aria-invalid={errors ? true : undefined}
          className="block min-h-11 text-sm"
        />
      </label>
      {current ? (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name={removeName} className="size-5" /> Quitar la imagen
        </label>
      ) : null}
      {errors ? <p className="text-sm text-red-700">{errors[0]}</p> : null}
    </fieldset>
  );
}
