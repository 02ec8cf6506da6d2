// 'Vaciar papelera' with its own confirmation (decision 141): every listing in the trash and its photos are
// removed for good, so the dialog says how many and that it cannot be undone.
import { useState } from "react";
import { useFetcher } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

export function EmptyTrash({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== "idle";
  if (count === 0) return null;
  const what = count === 1 ? "la propiedad" : `las ${count} propiedades`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-lg border border-red-300 px-4 font-medium text-red-800 hover:bg-red-50"
      >
        Vaciar papelera
      </button>
      {open ? (
        <ConfirmDialog
          message={`¿Vaciar la papelera? Se eliminarán definitivamente ${what} y sus fotos. No se puede deshacer.`}
          busy={busy}
          busyText="Vaciando papelera..."
          error={fetcher.data?.error ?? null}
          onCancel={() => setOpen(false)}
          onConfirm={() => fetcher.submit({ intent: "empty" }, { method: "post" })}
        />
      ) : null}
    </>
  );
}
