// Choosing listings to compare from Favoritos: a toggle under each card, and a bar with the link to Comparar and
// the refusal of a fourth (app/favourites/compare-pick.ts).
import { createContext, use, useState } from "react";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-t.ts";
import { COMPARE_MAX, toggleCompared } from "../favourites/compare-pick.ts";
import { COMPARED, useSavedIds } from "../favourites/saved-ids.ts";
import { idListHref } from "../favourites/id-list.ts";

const Refuse = createContext<(message: string | null) => void>(() => {});

export function CompareBar({ children }: { children: React.ReactNode }) {
  const chosen = useSavedIds(COMPARED);
  const [message, setMessage] = useState<string | null>(null);
  const t = useT();
  return (
    <Refuse value={setMessage}>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        {chosen.length > 0 ? (
          <LocalizedLink
            to={idListHref("/comparar", chosen)}
            className="inline-flex min-h-11 items-center rounded-md bg-accent px-4 font-semibold text-white"
          >
            {t("Comparar ({count} de {max})", { count: chosen.length, max: COMPARE_MAX })}
          </LocalizedLink>
        ) : (
          <p className="text-slate-700">
            {t("Tocá «Comparar» en hasta {max} propiedades para verlas lado a lado.", { max: COMPARE_MAX })}
          </p>
        )}
        <p role="status" className="font-medium text-rose-800">
          {message ? t(message) : null}
        </p>
      </div>
      {children}
    </Refuse>
  );
}

export function CompareToggle({ id, name }: { id: string; name: string }) {
  const chosen = useSavedIds(COMPARED).includes(id);
  const refuse = use(Refuse);
  const t = useT();
  return (
    <button
      type="button"
      aria-pressed={chosen}
      aria-label={t("Comparar: {name}", { name })}
      onClick={() => refuse(toggleCompared(id))}
      className={
        "mt-2 min-h-11 w-full rounded-md border px-4 font-medium " +
        (chosen ? "border-accent bg-accent text-white" : "border-slate-300 text-slate-800")
      }
    >
      {chosen ? t("✓ Elegida para comparar") : t("Comparar")}
    </button>
  );
}
