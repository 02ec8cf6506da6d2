// The listing grid with its states: loading, empty ('Lo sentimos…'), populated, and 'Ver más Propiedades'.
import ChevronDown from "lucide-react/icons/chevron-down";
import type { PropertySummary } from "../properties/types.ts";
import { buttonClass } from "./button.tsx";
import { PropertyCard } from "./property-card.tsx";
import { Spinner } from "./spinner.tsx";
import { msg } from "../i18n/msg.ts";
import { useT } from "../i18n/use-t.ts";

export const LOADING_TEXT = msg("Cargando Propiedades...");
export const EMPTY_TEXT = msg("Lo sentimos, no hemos encontrado resultados");

interface Props {
  items: PropertySummary[];
  /** 'replace': a new search is loading; 'more': more cards are loading below the shown ones. */
  loading: "none" | "replace" | "more";
  /** Link to the next page of the same list, or null when everything is shown. */
  moreHref: string | null;
  onMore?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The first card is the page's largest paint: load it eagerly, at high priority. Leave false when something
   * else fills the first screen (the home hero). The other cards are lazy: React would otherwise hoist a
   * preload for every eager image into <head>, ahead of the stylesheet.
   */
  eagerFirst?: boolean;
}

export function ListingGrid({ items, loading, moreHref, onMore, eagerFirst = false }: Props) {
  const t = useT();
  if (loading === "replace") return <Spinner label={t(LOADING_TEXT)} />;
  if (items.length === 0) {
    return <p className="py-10 text-center text-lg text-slate-700">{t(EMPTY_TEXT)}</p>;
  }
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((p, i) => (
          <li key={p.id} id={`propiedad-${i + 1}`} className="scroll-mt-24">
            <PropertyCard property={p} eager={eagerFirst && i === 0} />
          </li>
        ))}
      </ul>
      {loading === "more" ? (
        <Spinner label={t(LOADING_TEXT)} />
      ) : moreHref ? (
        <div className="mt-10 flex justify-center">
          <a href={moreHref} onClick={onMore} className={buttonClass("primary", "px-8")}>
            {t("Ver más Propiedades")}
            <ChevronDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      ) : null}
    </>
  );
}
