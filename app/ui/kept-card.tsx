// A listing card's <li> with its HTML kept on the server (kept-markup.ts, docs/decisions/251): rendered once per card
// of results (a new object when its listing, language or exchange rate changes) and photos' address.
import { usePhotoBase } from "../photos/photo-base.ts";
import type { PropertySummary } from "../properties/types.ts";
import { KeptElement } from "./kept-element.tsx";
import { PropertyCard } from "./property-card.tsx";

export function KeptCard({ card, id, className }: { card: PropertySummary; id: string; className: string }) {
  return (
    <KeptElement
      as="li"
      id={id}
      className={className}
      owner={card}
      keptKey={usePhotoBase()}
      render={() => <PropertyCard property={card} />}
    />
  );
}
