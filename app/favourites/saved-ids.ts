// Listing ids a visitor keeps on this device (favourites, the compare selection): localStorage only, no account and
// no cookie (docs/decisions/151). Cards load it on the first click of a heart; the Favoritos page at once.
import { useSyncExternalStore } from "react";
import { FAVOURITES_CHANGED, FAVOURITES_KEY, FAVOURITES_MAX } from "./keys.ts";

export interface SavedIds {
  key: string;
  /** Window event fired after a change, for hearts that do not load this module (favourite-button.tsx). */
  event: string;
  /** Most ids kept; adding past it drops the oldest. */
  max: number;
}

export const FAVOURITES: SavedIds = { key: FAVOURITES_KEY, event: FAVOURITES_CHANGED, max: FAVOURITES_MAX };
export const COMPARED: SavedIds = { key: "vitrina-comparar", event: "vitrina:comparar", max: 3 };

const EMPTY = "";
const listeners = new Set<() => void>();

function read(list: SavedIds): string {
  try {
    return localStorage.getItem(list.key) ?? EMPTY;
  } catch {
    return EMPTY; // storage blocked: nothing is kept
  }
}

const split = (raw: string) => raw.split(",").filter(Boolean);

export function savedIds(list: SavedIds): string[] {
  return split(read(list));
}

export function setSavedIds(list: SavedIds, ids: string[]): void {
  try {
    localStorage.setItem(list.key, [...new Set(ids)].slice(-list.max).join(","));
  } catch {
    // storage full or blocked: the heart stays as it was
  }
  for (const l of listeners) l();
  window.dispatchEvent(new Event(list.event));
}

export function toggleSavedId(list: SavedIds, id: string): void {
  const ids = savedIds(list);
  setSavedIds(list, ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the site changed the list.
  window.addEventListener("storage", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The saved ids; empty on the server and during hydration, so server HTML and first render agree. */
export function useSavedIds(list: SavedIds): string[] {
  return split(
    useSyncExternalStore(
      subscribe,
      () => read(list),
      () => EMPTY,
    ),
  );
}
