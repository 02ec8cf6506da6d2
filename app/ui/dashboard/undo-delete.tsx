// After a delete from the listing table: 'Propiedad enviada a la papelera' with 'Deshacer' for a few seconds (kept
// while the pointer or the keyboard focus is on the button). 'Deshacer' takes the listing back out of 'Papelera' and the
// list refreshes in place. The live region is always in the page, so screen readers hear each message.
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";

export interface DeletedListing {
  id: string;
  name: string;
}

export const SENT_TO_TRASH = "Propiedad enviada a la papelera";
const RESTORED = "Propiedad restaurada.";
const RESTORE_FAILED = "No se pudo deshacer: la propiedad sigue en la papelera.";
/** Long enough to read the message and reach the button; paused while it is being used. */
const SHOWN_MS = 10_000;

type State = { kind: "deleted" | "restoring" | "restored" | "failed"; listing: DeletedListing; reason?: string };

export function UndoDelete({ deleted }: { deleted: DeletedListing | null }) {
  const [state, setState] = useState<State | null>(null);
  const [held, setHeld] = useState(false);
  const revalidator = useRevalidator();
  useEffect(() => setState(deleted ? { kind: "deleted", listing: deleted } : null), [deleted]);
  useEffect(() => {
    if (!state || held || state.kind === "restoring") return;
    const timer = setTimeout(() => setState(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state, held]);

  async function undo(listing: DeletedListing) {
    setState({ kind: "restoring", listing });
    // The button goes away with the answer (no blur comes from a removed element): the message times out again,
    // and the focus goes back to the screen's heading.
    const done = (next: State) => {
      setHeld(false);
      setState(next);
      document.querySelector<HTMLElement>("main h1")?.focus();
    };
    try {
      const res = await fetch(`/dashboard/propiedades/${listing.id}/restaurar`, { method: "POST" });
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      if (!res.ok) return done({ kind: "failed", listing, reason: body?.message ?? RESTORE_FAILED });
      await revalidator.revalidate();
      done({ kind: "restored", listing });
    } catch {
      done({ kind: "failed", listing, reason: RESTORE_FAILED });
    }
  }

  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      data-undo-delete
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-lg empty:hidden"
    >
      {state ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-900 p-4 text-white shadow-xl">
          <p>
            {state.kind === "restored" ? RESTORED : state.kind === "failed" ? state.reason : SENT_TO_TRASH}
            {state.kind === "failed" ? (
              <>
                {" "}
                <Link to="/dashboard/propiedades/papelera" className="font-semibold underline">
                  Ir a la papelera
                </Link>
              </>
            ) : null}
          </p>
          {state.kind === "deleted" || state.kind === "restoring" ? (
            <button
              type="button"
              onClick={() => state.kind === "deleted" && undo(state.listing)}
              onFocus={() => setHeld(true)}
              onBlur={() => setHeld(false)}
              onPointerEnter={() => setHeld(true)}
              onPointerLeave={() => setHeld(false)}
              aria-disabled={state.kind === "restoring" || undefined}
              aria-label={`Deshacer: restaurar ${state.listing.name}`}
              className="min-h-11 rounded-lg bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
            >
              {state.kind === "restoring" ? "Restaurando…" : "Deshacer"}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
