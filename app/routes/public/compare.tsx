// Comparar: up to three listings side by side (?ids=…), the rows built on the server (app/properties/compare.ts);
// without ids in the URL, the listings this device chose (docs/decisions/152).
import { useEffect } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/compare";
import { pageMessages } from "../../i18n/page-messages.server.ts";
import { loadComparison } from "./compare.server.ts";
import { COMPARED, setSavedIds, useSavedIds } from "../../favourites/saved-ids.ts";
import { idListHref } from "../../favourites/id-list.ts";
import { CoverPhoto } from "../../ui/cover-photo.tsx";
import { StateBadge } from "../../ui/state-badge.tsx";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { localizedPath } from "../../i18n/locale.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import { msg } from "../../i18n/msg.ts";
import { privatePageMeta } from "./page-meta.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const meta = await privatePageMeta(
    request,
    msg("Comparar propiedades"),
    msg("Hasta tres propiedades lado a lado: precio, ubicación y características."),
  );
  return { ...(await loadComparison(request)), meta, messages: pageMessages(request, "compare") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ name: "robots", content: "noindex" }];
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { ids, listings, rows, missing } = loaderData;
  const chosen = useSavedIds(COMPARED);
  const navigate = useNavigate();
  const chosenKey = chosen.join(",");
  const t = useT();
  const path = localizedPath("/comparar", useLocale());
  // The device's choice lives in the browser: the page asks the server for it by putting the ids in its URL.
  useEffect(() => {
    if (ids.length === 0 && chosenKey)
      void navigate(idListHref(path, chosenKey.split(",")), { replace: true, preventScrollReset: true });
  }, [ids.length, chosenKey, navigate, path]);
  const remove = (id: string) => {
    setSavedIds(
      COMPARED,
      chosen.filter((x) => x !== id),
    );
    void navigate(
      idListHref(
        path,
        ids.filter((x) => x !== id),
      ),
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("Comparar propiedades")}</h1>
      {listings.length === 0 ? (
        <p className="py-10 text-lg text-slate-700">
          {t("Todavía no elegiste propiedades para comparar. En")}{" "}
          <LocalizedLink to="/favoritos" className="font-medium text-accent underline">
            {t("Favoritos")}
          </LocalizedLink>
          {t(", tocá «Comparar» en hasta 3 propiedades.")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {t("Las filas marcadas con «Distinto» son las que cambian entre las propiedades.")}
            {missing > 0 && ` ${t("Alguna de las propiedades elegidas ya no está disponible.")}`}
          </p>
          <table className="mt-6 w-full table-fixed border-collapse text-sm sm:text-base">
            <caption className="sr-only">{t("Comparación de {count} propiedades", { count: listings.length })}</caption>
            <thead>
              <tr>
                {listings.map((p) => (
                  <th key={p.id} scope="col" className="p-1 text-left align-top font-normal sm:p-2">
                    <div className="relative aspect-[3/2] overflow-hidden rounded-md bg-slate-200">
                      <CoverPhoto id={p.id} cover={p.cover} alt="" sizes="(min-width: 1152px) 370px, 33vw" />
                    </div>
                    <StateBadge state={p.state} className="mt-2" />
                    <LocalizedLink
                      to={`/propiedad/${p.id}`}
                      className="mt-1 block font-semibold break-words text-slate-900 underline"
                    >
                      {p.name}
                    </LocalizedLink>
                    <button
                      type="button"
                      onClick={() => remove(p.id)}
                      className="mt-1 min-h-11 font-medium text-accent underline"
                      aria-label={t("Quitar de la comparación: {name}", { name: p.name })}
                    >
                      {t("Quitar")}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            {rows.map((r) => (
              <tbody key={r.key} data-differs={r.differs} className={r.differs ? "bg-amber-50" : undefined}>
                <tr>
                  <th
                    scope="rowgroup"
                    colSpan={listings.length}
                    className="border-t border-slate-200 px-1 pt-2 text-left text-slate-700 sm:px-2"
                  >
                    {r.label}
                    {r.differs && (
                      <span className="ml-2 rounded bg-amber-800 px-1.5 py-0.5 text-xs font-semibold text-white">
                        {t("Distinto")}
                      </span>
                    )}
                  </th>
                </tr>
                <tr>
                  {r.values.map((v, i) => (
                    <td
                      key={listings[i].id}
                      className={`px-1 pb-2 align-top break-words sm:px-2 ${r.differs ? "font-semibold" : ""}`}
                    >
                      {v}
                    </td>
                  ))}
                </tr>
              </tbody>
            ))}
          </table>
        </>
      )}
    </main>
  );
}
