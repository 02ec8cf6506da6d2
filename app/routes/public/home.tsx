// Home: the newest listings (filters, hero and paging arrive with the catalogue issue).
import type { Route } from "./+types/home";
import { runtime } from "../../runtime.server.ts";
import { listNewest } from "../../properties/queries.server.ts";
import { formatPrice } from "../../properties/format.ts";

export async function loader() {
  const { db, settings } = await runtime();
  return { properties: await listNewest(db.kysely, 12), agency: settings.AGENCY_NAME };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.agency ?? "Vitrina" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <h1 className="mb-4 text-2xl font-semibold">PROPIEDADES DESTACADAS</h1>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {loaderData.properties.map((p) => (
          <li key={p.id} className="overflow-hidden rounded-lg shadow">
            {p.cover && (
              <img
                src={`/media/${p.id}/image_${p.cover.n}.jpeg`}
                width={p.cover.width}
                height={p.cover.height}
                alt={p.name}
                className="aspect-[3/2] w-full object-cover"
              />
            )}
            <div className="p-4">
              <a href={`/propiedad/${p.id}`} className="font-semibold">
                {p.name}
              </a>
              <p>{formatPrice(p.currency, p.price)}</p>
              <p className="text-slate-600">{p.address}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
