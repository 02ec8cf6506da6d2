// Deletes a listing after confirmation (SPEC.md §4, §8): 'Borrando propiedad...' while it works, the list
// refreshes in place on success (and the screen offers 'Deshacer'), an alert on failure (and nothing is deleted): the spec's message, or the
// server's when it refused on purpose (the listing changed since the list was loaded: who and when).
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import Trash2 from "lucide-react/icons/trash";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { DeletedListing } from "./undo-delete.tsx";

export const DELETE_FAILED = "Error al eliminar la propiedad. Por favor, inténtalo de nuevo.";

/** The server's Spanish reason for a refusal, if it sent one. */
async function reasonOf(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message ? body.message : null;
}

interface Props {
  id: string;
  name: string;
  version: number;
  /** Told once the listing is in 'Papelera', before the list refreshes without it (the screen offers 'Deshacer'). */
  onDeleted?(listing: DeletedListing): void;
}

export function DeleteListing({ id, name, version, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef<"opener" | "heading" | null>(null);
  const close = () => {
    refocus.current = "opener";
    setOpen(false);
  };
  // Once the dialog is gone (closing it hands the focus back to its opener): back to the button after cancel or
  // Esc; to the screen's heading after a delete, as the row is about to go (the next Tab reaches 'Deshacer').
  useEffect(() => {
    if (open || !refocus.current) return;
    const target = refocus.current === "heading" ? document.querySelector<HTMLElement>("main h1") : opener.current;
    refocus.current = null;
    target?.focus();
  }, [open]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const body = new URLSearchParams({ version: String(version) });
      const res = await fetch(`/dashboard/propiedades/${id}/eliminar`, { method: "POST", body });
      if (!res.ok) {
        setError((await reasonOf(res)) ?? DELETE_FAILED);
        return;
      }
      onDeleted?.({ id, name });
      refocus.current = "heading";
      setOpen(false);
      await revalidator.revalidate();
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
