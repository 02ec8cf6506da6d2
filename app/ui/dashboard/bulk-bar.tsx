// The table's bulk actions (issue #17): rows are chosen by their checkboxes (form="acciones-masivas") or, with
// 'Todos los resultados', every listing of this search; one confirmation for all. Works without JavaScript.
import { Form, Link, useLocation, useNavigation } from "react-router";
import { BULK_OPTIONS } from "../../properties/bulk-actions.ts";
import { buttonClass } from "../button.tsx";

export const BULK_FORM = "acciones-masivas";

export interface BulkConfirmation {
  question: string;
  action: string;
  ids: string[];
  all: boolean;
}

export function BulkBar({ total }: { total: number }) {
  return (
    <Form
      method="post"
      id={BULK_FORM}
      className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
    >
      <input type="hidden" name="intent" value="bulk" />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Acción con las seleccionadas
        <select name="accion" className="min-h-11 rounded-md border border-slate-300 px-3" defaultValue="">
          <option value="" disabled>
            Elegí una acción
          </option>
          {BULK_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="todos" className="size-5" /> Todos los resultados de esta búsqueda ({total})
      </label>
      <button type="submit" className={buttonClass("secondary")}>
        Aplicar
      </button>
    </Form>
  );
}

/** The one confirmation: what will happen to how many listings; 'Confirmar' posts the same choice again. */
export function BulkConfirm({ confirm }: { confirm: BulkConfirmation }) {
  const busy = useNavigation().state === "submitting";
  const location = useLocation();
  return (
    <dialog
      open
      aria-labelledby="bulk-question"
      className="static m-0 w-full rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <p id="bulk-question" className="flex-1 font-medium">
          {confirm.question}
        </p>
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="accion" value={confirm.action} />
        <input type="hidden" name="confirmado" value="1" />
        {confirm.all ? (
          <input type="hidden" name="todos" value="on" />
        ) : (
          confirm.ids.map((id) => <input key={id} type="hidden" name="ids" value={id} />)
        )}
        <Link to={{ pathname: location.pathname, search: location.search }} className={buttonClass("secondary")}>
          Cancelar
        </Link>
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {busy ? "Aplicando..." : "Confirmar"}
        </button>
      </Form>
    </dialog>
  );
}
