// Deletes a listing after confirmation (SPEC.md §4, §8): 'Borrando propiedad...' while it works, the list
// refreshes in place on success, the spec's alert on failure (and nothing is deleted).
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import Trash2 from "lucide-react/icons/trash";
import { ConfirmDialog } from "./confirm-dialog.tsx";

export const DELETE_FAILED = "Error al eliminar la propiedad. Por favor, inténtalo de nuevo.";

export function DeleteListing({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  // Back to the button that opened the dialog, once the dialog is gone (cancel or Esc).
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [open]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const res = await fetch(`/dashboard/propiedades/${id}/eliminar`, { method: "POST" });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      await revalidator.revalidate();
      setOpen(false);
      document.querySelector<HTMLElement>("main h1")?.focus();
    } catch {
      setError(DELETE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        aria-label={`Eliminar ${name}`}
        title="Eliminar"
        className="inline-flex size-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <ConfirmDialog
          message="¿Estás seguro de que quieres eliminar esta propiedad?"
          busy={busy}
          busyText="Borrando propiedad..."
          error={error}
          onCancel={close}
          onConfirm={confirm}
        />
      ) : null}
    </>
  );
}
