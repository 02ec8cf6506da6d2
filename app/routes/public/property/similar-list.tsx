// 'Propiedades similares' under the tabs. Minimal local list: to be replaced by the shared PropertyCard.
import { Link } from "react-router";
import { formatPrice } from "../../../properties/format.ts";
import type { PropertySummary } from "../../../properties/types.ts";
import { thumbImgProps } from "./photo.ts";

export function SimilarList({ properties }: { properties: PropertySummary[] }) {
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="similares" className="mt-12">
      <h2 id="similares" className="mb-4 text-2xl font-semibold">
        Propiedades similares
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {properties.map((p) => (
          <li key={p.id} className="overflow-hidden rounded-lg shadow-md">
            <Link to={`/propiedad/${p.id}`} className="block">
              <div className="aspect-[3/2] bg-slate-100">
                {p.cover && (
                  <img {...thumbImgProps(p.id, p.cover)} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
                )}
              </div>
              <div className="p-4">
                <p className="font-semibold">{p.name}</p>
                <p className="font-semibold text-accent">{formatPrice(p.currency, p.price)}</p>
                <p className="text-slate-700">
                  {p.address}, {p.locality}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
