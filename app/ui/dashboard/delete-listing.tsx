// Deletes a listing after confirmation (SPEC.md §4, §8): 'Borrando propiedad...' while it works, the list
// refreshes in place on success, an alert on failure (and nothing is deleted): the spec's message, or the
// server's when it refused on purpose (the listing changed since the list was loaded: who and when).
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import Trash2 from "lucide-react/icons/trash";
import { ConfirmDialog } from "./confirm-dialog.tsx";

export const DELETE_FAILED = "Error al eliminar la propiedad. Por favor, inténtalo de nuevo.";

/** The server's Spanish reason for a refusal, if it sent one. */
async function reasonOf(res: Response): Promise<string | null> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message ? body.message : null;
}

export function DeleteListing({ id, name, version }: { id: string; name: string; version: number }) {
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
      const body = new URLSearchParams({ version: String(version) });
      const res = await fetch(`/dashboard/propiedades/${id}/eliminar`, { method: "POST", body });
      if (!res.ok) {
        setError((await reasonOf(res)) ?? DELETE_FAILED);
        return;
      }
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
