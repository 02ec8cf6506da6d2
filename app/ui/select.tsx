// A labelled native select (works without JavaScript, accessible by default) with our look.
import ChevronDown from "lucide-react/icons/chevron-down";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

interface Props {
  id: string;
  name: string;
  label: string;
  /** Shown visually, or only to screen readers (the first option already says what the select is). */
  labelHidden?: boolean;
  defaultValue: string;
  options: Array<SelectOption | SelectGroup>;
  className?: string;
}

export function Select({ id, name, label, labelHidden = false, defaultValue, options, className = "" }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelHidden ? "sr-only" : "mb-1 block text-sm font-medium text-slate-700"}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          className={
            "h-12 w-full appearance-none rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base " +
            "text-slate-900"
          }
        >
          {options.map((o) =>
            "options" in o ? (
              <optgroup key={o.label} label={o.label}>
                {o.options.map((opt) => (
                  <option key={opt.value} value={opt.value}>
                    {opt.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ),
          )}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}
