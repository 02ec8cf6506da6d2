// Small pieces shared by the edit screen's season and occupied-date forms: a labelled input, a remove button,
// the submit row with the refusal above its button.
import { Form } from "react-router";
import { buttonClass } from "../button.tsx";

export function Field({
  name,
  label,
  type = "text",
  value,
}: {
  name: string;
  label: string;
  type?: string;
  value?: string;
}) {
  const id = `temporada-${name}-${label}`.replace(/\W+/g, "-");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required
        className="min-h-11 rounded-lg border border-slate-300 px-3 py-2"
      />
    </div>
  );
}

export function RemoveButton({ intent, rowId, label }: { intent: string; rowId: number; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="rowId" value={rowId} />
      <button type="submit" className={buttonClass("secondary", "min-h-11")} aria-label={label}>
        Quitar
      </button>
    </Form>
  );
}

function Refusal({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}

/** The last row of a form: the server's refusal, if any, over the submit button. */
export function SubmitRow({ refusal, children }: { refusal?: string; children: string }) {
  return (
    <div className="sm:col-span-3">
      <Refusal message={refusal} />
      <button type="submit" className={buttonClass("primary", "mt-2")}>
        {children}
      </button>
    </div>
  );
}
