// A listing card's HTML kept on the server (kept-markup.ts, docs/decisions/251): rendered once per card of results
// (a new object when its listing, language or exchange rate changes), page language and photos' address.
import { usePhotoBase } from "../photos/photo-base.ts";
import type { PropertySummary } from "../properties/types.ts";
import { useKeptMarkup } from "./kept-markup.ts";
import { PropertyCard } from "./property-card.tsx";

export function useKeptCards(): ((card: PropertySummary) => string) | undefined {
  const markup = useKeptMarkup();
  const photoBase = usePhotoBase();
  return markup && ((card) => markup(card, photoBase, () => <PropertyCard property={card} />));
}
