// /avisos/gestionar?t=…: an address's saved searches, from the link in every alert (no login): change a search's
// frequency, delete one, delete all. A bad or tampered link shows why and changes nothing.
import { data } from "react-router";
import type { Route } from "./+types/alert-manage";
import { FREQUENCIES, isFrequency } from "../../alerts/frequency.ts";
import { searchSummary } from "../../alerts/mail.server.ts";
import { filtersOf } from "../../alerts/saved-filters.ts";
import { deleteSearches, searchesOf, setFrequency } from "../../alerts/searches.server.ts";
import { linkSubject } from "../../alerts/visitor.server.ts";
import { AlertPage, alertMeta } from "../../ui/alert-page.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { alertTexts } from "../../alerts/texts.ts";
import { alertsRequest } from "./alerts.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { db, secret, token, x, locale } = await alertsRequest(request);
  const link = linkSubject(secret, token, "manage");
  if (!link.ok)
    return data({ locale, title: x.badLinkTitle, message: x.badLink[link.reason], searches: null }, { status: 400 });
  const rows = await searchesOf(db, link.subject);
  const searches = rows.map((s) => ({
    id: s.id,
    summary: searchSummary(filtersOf(s.filters), locale),
    frequency: s.frequency,
  }));
  return { locale, title: x.manageTitle, message: searches.length ? undefined : x.manageEmpty, searches };
}

export async function action({ request }: Route.ActionArgs) {
  const { db, secret, token, x } = await alertsRequest(request);
  const link = linkSubject(secret, token, "manage");
  if (!link.ok) return data({ message: x.badLink[link.reason], refused: true }, { status: 400 });
  const form = await request.formData();
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const frequency = form.get("frecuencia");
  if (intent === "frecuencia" && isFrequency(frequency) && (await setFrequency(db, link.subject, id, frequency)))
    return { message: x.frequencySaved, refused: false };
  if (intent === "borrar" && (await deleteSearches(db, { email: link.subject, id })))
    return { message: x.deleted, refused: false };
  if (intent === "borrar-todas") {
    await deleteSearches(db, { email: link.subject });
    return { message: x.deletedAll, refused: false };
  }
  return data({ message: x.badLink.gone, refused: true }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return alertMeta(loaderData?.title);
}

export default function AlertManage({ loaderData: d, actionData: done }: Route.ComponentProps) {
  const x = alertTexts(d.locale);
  return (
    <AlertPage
      locale={d.locale}
      title={d.title}
      message={done?.message ?? d.message}
      refused={done?.refused ?? !d.searches}
    >
      {d.searches?.length ? (
        <>
          <ul className="flex flex-col gap-4">
            {d.searches.map((s) => (
              <li key={s.id} className="rounded-lg border border-slate-200 p-4">
                <p className="mb-3 font-semibold text-slate-900">{s.summary}</p>
                <div className="flex flex-wrap items-end gap-3">
                  <form method="post" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="frecuencia" />
                    <input type="hidden" name="id" value={s.id} />
                    <label className="flex flex-col text-sm font-medium text-slate-700">
                      {x.frequencyLabel}
                      <select
                        name="frecuencia"
                        defaultValue={s.frequency}
                        className="mt-1 min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base"
                      >
                        {FREQUENCIES.map((f) => (
                          <option key={f} value={f}>
                            {x.frequency[f]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className={buttonClass("secondary", "min-h-11")}>
                      {x.saveFrequency}
                    </button>
                  </form>
                  <form method="post">
                    <input type="hidden" name="intent" value="borrar" />
                    <input type="hidden" name="id" value={s.id} />
                    <button type="submit" className={buttonClass("ghost", "min-h-11")}>
                      {x.deleteOne}
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
          <form method="post">
            <input type="hidden" name="intent" value="borrar-todas" />
            <button type="submit" className={buttonClass("secondary", "min-h-11")}>
              {x.deleteAll}
            </button>
          </form>
        </>
      ) : null}
    </AlertPage>
  );
}
