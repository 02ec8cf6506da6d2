// Choosing listings to compare from Favoritos: a toggle under each card, and a bar with the link to Comparar and
// the refusal of a fourth (app/favourites/compare-pick.ts).
import { createContext, use, useState } from "react";
import { Link } from "react-router";
import { COMPARE_MAX, toggleCompared } from "../favourites/compare-pick.ts";
import { COMPARED, useSavedIds } from "../favourites/saved-ids.ts";
import { idListHref } from "../favourites/id-list.ts";

const Refuse = createContext<(message: string | null) => void>(() => {});

export function CompareBar({ children }: { children: React.ReactNode }) {
  const chosen = useSavedIds(COMPARED);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Refuse value={setMessage}>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        {chosen.length > 0 ? (
          <Link
            to={idListHref("/comparar", chosen)}
            className="inline-flex min-h-11 items-center rounded-md bg-accent px-4 font-semibold text-white"
          >
            Comparar ({chosen.length} de {COMPARE_MAX})
          </Link>
        ) : (
          <p className="text-slate-700">Tocá «Comparar» en hasta {COMPARE_MAX} propiedades para verlas lado a lado.</p>
        )}
        <p role="status" className="font-medium text-rose-800">
          {message}
        </p>
      </div>
      {children}
    </Refuse>
  );
}

export function CompareToggle({ id, name }: { id: string; name: string }) {
  const chosen = useSavedIds(COMPARED).includes(id);
  const refuse = use(Refuse);
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={`Comparar: ${name}`}
      onClick={() => refuse(toggleCompared(id))}
      className={
        "mt-2 min-h-11 w-full rounded-md border px-4 font-medium " +
        (chosen ? "border-accent bg-accent text-white" : "border-slate-300 text-slate-800")
      }
    >
      {chosen ? "✓ Elegida para comparar" : "Comparar"}
    </button>
  );
}
