// The listing card of every grid (home, /tipo, similar listings): photo, state, price, address, key counts.
import Bath from "lucide-react/icons/bath";
import BedDouble from "lucide-react/icons/bed-double";
import MapPin from "lucide-react/icons/map-pin";
import Ruler from "lucide-react/icons/ruler";
import { formatNumber, formatPrice } from "../properties/format.ts";
import type { PropertySummary } from "../properties/types.ts";
import { CoverPhoto } from "./cover-photo.tsx";
import { PriceDrop } from "./price-drop.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { StateBadge } from "./state-badge.tsx";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useLocale, useT } from "../i18n/use-t.ts";

/** Card image slot widths: full width on phones, half from md, a third of the 72rem container from lg. */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 368px, (min-width: 768px) 50vw, 100vw";

export function PropertyCard({ property: p, eager = false }: { property: PropertySummary; eager?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <article
      className={
        "group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md " +
        "ring-accent transition-shadow focus-within:ring-4 hover:shadow-lg"
      }
    >
      {/* The grey box is the placeholder: the photo covers it once loaded, with or without JavaScript. */}
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-200">
        <CoverPhoto
          id={p.id}
          cover={p.cover}
          alt={p.name}
          sizes={CARD_IMAGE_SIZES}
          eager={eager}
          className="transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
        <StateBadge state={p.state} className="absolute top-3 left-3" />
        <span
          aria-hidden="true"
          className={
            "absolute inset-0 flex items-center justify-center bg-slate-900/40 opacity-0 " +
            "transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
          }
        >
          <span className="rounded-full bg-white px-5 py-2 text-sm font-semibold text-slate-900 shadow">
            {t("Ver detalles")}
          </span>
        </span>
        {/* Above the card-wide link (z-10): the heart is its own button. */}
        <FavouriteButton id={p.id} name={p.name} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          {/* The link covers the whole card (after:), so the card is one tab stop with the name as its text. */}
          <LocalizedLink to={`/propiedad/${p.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {p.name}
          </LocalizedLink>
        </h3>
        <p className="text-xl font-bold text-accent">{formatPrice(p.currency, p.price, locale)}</p>
        {p.priceDrop ? <PriceDrop percent={p.priceDrop} /> : null}
        {p.equivalent ? <p className="-mt-2 text-sm text-slate-600">{p.equivalent}</p> : null}
        <p className="flex items-start gap-1.5 text-slate-600">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            {p.address}, {p.locality}
          </span>
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <BedDouble aria-hidden="true" className="size-4" />
            {t("{count, plural, one {# Dormitorio} other {# Dormitorios}}", { count: p.dormitorios ?? 0 })}
          </li>
          <li className="flex items-center gap-1.5">
            <Bath aria-hidden="true" className="size-4" />
            {t("{count, plural, one {# Baño} other {# Baños}}", { count: p.banos ?? 0 })}
          </li>
          <li className="flex items-center gap-1.5">
            <Ruler aria-hidden="true" className="size-4" />
            {formatNumber(p.superficie, locale)} m²
          </li>
        </ul>
      </div>
    </article>
  );
}
