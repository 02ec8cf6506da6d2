// 'Propiedades similares' under the tabs, with the same card as every other grid.
import { PropertyCard } from "../../../ui/property-card.tsx";
import type { PropertySummary } from "../../../properties/types.ts";
import { useT } from "../../../i18n/use-t.ts";

export function SimilarList({ properties }: { properties: PropertySummary[] }) {
  const t = useT();
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="similares" className="mt-12">
      <h2 id="similares" className="mb-4 text-2xl font-semibold">
        {t("Propiedades similares")}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {properties.map((p) => (
          <li key={p.id}>
            <PropertyCard property={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
