// 'Portales' (issue 37): each portal feed's URL to give the portal, what it carries and leaves out, and whether the
// portal is reading it.
import type { Route } from "./+types/portals";
import { requireUser } from "../../auth/session.server.ts";
import { feedStatuses } from "../../feeds/status.server.ts";
import { feedsDir } from "../../feeds/store.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { FeedCard } from "../../ui/dashboard/feed-card.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const { db, settings } = await runtime();
  return feedStatuses(db.kysely, feedsDir(settings.DATA_DIR), settings.PUBLIC_URL);
}

export function meta() {
  return [{ title: "Portales · Panel" }];
}

export default function Portals({ loaderData }: Route.ComponentProps) {
  const { feeds, optedOut } = loaderData;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Portales</h1>
        <p className="text-slate-700">
          Dale a cada portal la URL de su feed. El feed se actualiza solo después de cada cambio y lleva las propiedades
          públicas en Venta, Alquiler y Alquiler Temporal.
        </p>
        {optedOut > 0 ? (
          <p className="text-slate-700">
            {optedOut === 1
              ? "1 propiedad tiene «Publicar en portales» apagado."
              : `${optedOut} propiedades tienen «Publicar en portales» apagado.`}
          </p>
        ) : null}
      </header>
      {feeds.map((feed) => (
        <FeedCard key={feed.portal.id} feed={feed} />
      ))}
    </section>
  );
}
