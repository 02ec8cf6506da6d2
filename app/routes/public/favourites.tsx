// Favoritos: the listings this device keeps (asked from the server by id), or a list shared by link (?ids=…).
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/favourites";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { loadFavourites } from "./favourites.server.ts";
import { FAVOURITES, setSavedIds, useSavedIds } from "../../favourites/saved-ids.ts";
import { idListHref } from "../../favourites/id-list.ts";
import { PropertyCard } from "../../ui/property-card.tsx";
import { CompareBar, CompareToggle } from "../../ui/compare-bar.tsx";
import { localizedPath } from "../../i18n/locale.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { msg } from "../../i18n/msg.ts";
import { privatePageMeta } from "./page-meta.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  // A list of one visitor's choices: not a page for search engines.
  const meta = await privatePageMeta(
    request,
    msg("Favoritos"),
    msg("Las propiedades que guardaste en este dispositivo, y el enlace para compartirlas."),
  );
  return { ...(await loadFavourites(request)), meta, messages: pageMessages(request, "favourites") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ name: "robots", content: "noindex" }];
}

export default function FavouritesPage({ loaderData }: Route.ComponentProps) {
  const { ids, publicUrl } = loaderData;
  const own = useSavedIds(FAVOURITES);
  const key = own.join(",");
  const urlKey = ids.join(",");
  const navigate = useNavigate();
  const t = useT();
  const path = localizedPath("/favoritos", useLocale());
  // The device's own list (no ids in the URL, or the same ids), or a list someone shared by link.
  const [mine, setMine] = useState(ids.length === 0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hydrated && key === urlKey) setMine(true);
  }, [hydrated, key, urlKey]);
  // The device's list lives in the browser: the page asks the server for those ids by putting them in its URL,
  // which is also the list's share link (docs/decisions/151).
  useEffect(() => {
    if (hydrated && mine && key !== urlKey)
      void navigate(idListHref(path, key.split(",").filter(Boolean)), {
        replace: true,
        preventScrollReset: true,
      });
  }, [hydrated, mine, key, urlKey, navigate, path]);

  const shared = !mine;
  const shareHref = `${publicUrl}${idListHref(path, ids)}`;
  const data = mine && (!hydrated || key !== urlKey) ? null : loaderData;
  const found = data?.found ?? [];
  const missing = data?.missing ?? [];

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{shared ? t("Lista compartida") : t("Favoritos")}</h1>
      <p className="mt-2 text-slate-700">
        {shared
          ? t("Alguien te compartió estas propiedades. Tocá el corazón para guardarlas en tus favoritos.")
          : t("Las propiedades que guardaste con el corazón, solo en este dispositivo.")}
      </p>
      {!data ? (
        <p className="py-10 text-center text-lg text-slate-700">{t("Cargando favoritos...")}</p>
      ) : found.length === 0 && missing.length === 0 ? (
        <p className="py-10 text-center text-lg text-slate-700">
          {t("Todavía no guardaste propiedades. Tocá el corazón de una propiedad para guardarla acá.")}
        </p>
      ) : (
        <>
          {!shared && (
            <p className="mt-4 break-all">
              {t("Enlace para compartir la lista:")}{" "}
              <a href={shareHref} className="font-medium text-accent underline" data-testid="favoritos-compartir">
                {shareHref}
              </a>
            </p>
          )}
          <CompareBar>
            <h2 className="sr-only">{t("Propiedades guardadas")}</h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {found.map((p) => (
                <li key={p.id} className="flex flex-col">
                  {/* The card fills its box (h-full): the box, not the list item, so the toggle stays clear. */}
                  <div className="flex-1">
                    <PropertyCard property={p} />
                  </div>
                  <CompareToggle id={p.id} name={p.name} />
                </li>
              ))}
              {missing.map((id) => (
                <li key={id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 text-slate-700">
                  <p>{t("Esta propiedad ya no está disponible.")}</p>
                  {!shared && (
                    <button
                      type="button"
                      className="min-h-11 self-start rounded-md border border-slate-300 px-4 font-medium"
                      onClick={() =>
                        setSavedIds(
                          FAVOURITES,
                          own.filter((x) => x !== id),
                        )
                      }
                    >
                      {t("Quitar de favoritos")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </CompareBar>
        </>
      )}
    </main>
  );
}
