// The map's results as a plain list of links: what the server sends, read without JavaScript or a map.
import { useT } from "../i18n/use-t.ts";
import type { MapPin } from "./pin.ts";
import { APPROXIMATE_LOCATION, MAP_LIST_HEADING, MAP_NONE } from "./texts.ts";

export function MapResultsList({ pins }: { pins: MapPin[] }) {
  const t = useT();
  if (!pins.length) return <p className="mt-6 text-lg text-slate-700">{t(MAP_NONE)}</p>;
  return (
    <section aria-labelledby="mapa-lista" className="mt-8">
      <h2 id="mapa-lista" className="mb-3 text-xl font-semibold text-slate-900">
        {t(MAP_LIST_HEADING)}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {pins.map((p) => (
          <li key={p.id}>
            <a
              href={p.href}
              data-map-result={p.id}
              className="flex min-h-11 flex-col rounded-lg bg-white px-3 py-2 shadow-sm ring-1 ring-slate-200"
            >
              <span className="font-medium break-words text-accent underline">{p.title}</span>
              <span className="text-slate-700">
                {p.price}
                {p.approximate ? ` · ${t(APPROXIMATE_LOCATION)}` : ""}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
