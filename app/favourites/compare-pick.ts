// Choosing listings to compare on this device: at most three, a fourth is refused with a message (never dropped
// silently, unlike favourites). The list itself is COMPARED in saved-ids.ts.
import { COMPARED, savedIds, setSavedIds } from "./saved-ids.ts";
import { msg } from "../i18n/msg.ts";

export const COMPARE_MAX = COMPARED.max;
export const COMPARE_FULL = msg(
  "Ya elegiste 3 propiedades para comparar. Quitá una de la comparación para agregar otra.",
);

/** Adds or removes a listing; returns the refusal message when three are already chosen, else null. */
export function toggleCompared(id: string): string | null {
  const ids = savedIds(COMPARED);
  if (ids.includes(id)) {
    setSavedIds(
      COMPARED,
      ids.filter((x) => x !== id),
    );
    return null;
  }
  if (ids.length >= COMPARE_MAX) return COMPARE_FULL;
  setSavedIds(COMPARED, [...ids, id]);
  return null;
}
