// A modal confirmation on the native <dialog>, open while mounted: showModal() traps focus and makes the
// page inert, Esc cancels. The opener mounts it on demand (one dialog, not one per table row).
import { useEffect, useRef } from "react";

interface Props {
  message: string;
  busy: boolean;
  busyText: string;
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDialog({ message, busy, busyText, error, onCancel, onConfirm }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-message"
      onCancel={(e) => {
        e.preventDefault(); // Esc: we close through state, and never while deleting
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <p id="confirm-message" className="text-lg font-medium text-slate-900">
        {message}
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {/* A dialog moves focus to its safe choice when it opens (APG; noAutofocus is off for this file). */}
        <button
          type="button"
          autoFocus
          onClick={onCancel}
          disabled={busy}
          className={
            "min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-slate-100 disabled:opacity-60"
          }
        >
          Cancelar
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-80"
        >
          {busy ? busyText : "Confirmar"}
        </button>
      </div>
    </dialog>
  );
}
