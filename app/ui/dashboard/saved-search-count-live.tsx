// The new-listing form's 'Esta propiedad coincide con N búsquedas guardadas' (issue 36), before its first save: the
// form's values are sent to /dashboard/propiedades/coincidencias when staff stop typing, and the count shows once the
// form is valid. Dashboard code only; without JavaScript the count appears on the edit screen after saving.
import { useEffect, useState } from "react";
import { SavedSearchMatches } from "./saved-search-matches.tsx";

export const SAVED_SEARCH_COUNT_PATH = "/dashboard/propiedades/coincidencias";
/** Quiet time after the last keystroke before asking. */
const WAIT_MS = 500;

export function SavedSearchCountLive({ formId }: { formId: string }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking: AbortController | undefined;
    const ask = () => {
      asking?.abort();
      asking = new AbortController();
      fetch(SAVED_SEARCH_COUNT_PATH, { method: "POST", body: new FormData(form), signal: asking.signal })
        .then((r) => (r.ok ? (r.json() as Promise<{ count: number | null }>) : { count: null }))
        .then((r) => setCount(r.count))
        // A failed or replaced request leaves the last count: it is a hint, not part of the save.
        .catch(() => {});
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, WAIT_MS);
    };
    form.addEventListener("input", later);
    form.addEventListener("change", later);
    ask();
    return () => {
      clearTimeout(timer);
      asking?.abort();
      form.removeEventListener("input", later);
      form.removeEventListener("change", later);
    };
  }, [formId]);
  // No box of its own: empty, it adds no gap to the page's column.
  return (
    <div aria-live="polite" className="contents">
      {count === null ? null : <SavedSearchMatches count={count} />}
    </div>
  );
}
