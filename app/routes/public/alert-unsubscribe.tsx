// /avisos/baja?t=…: the e-mails' unsubscribe link. GET asks (mail scanners open links); a POST unsubscribes: the
// page's button, or the mail client's one-click POST (List-Unsubscribe-Post, RFC 8058) to this very URL.
import { data } from "react-router";
import type { Route } from "./+types/alert-unsubscribe";
import { searchSummary } from "../../alerts/mail.server.ts";
import { filtersOf } from "../../alerts/saved-filters.ts";
import { unsubscribeFromRequest } from "../../alerts/unsubscribe-action.server.ts";
import { searchOfLink } from "../../alerts/visitor.server.ts";
import { buttonClass } from "../../ui/button.tsx";
import { alertTexts } from "../../alerts/texts.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { AlertPage, alertMeta } from "../../ui/alert-page.tsx";
import { alertsRequest } from "./alerts.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { db, secret, token, x, locale } = await alertsRequest(request);
  const r = await searchOfLink(db, secret, token);
  // A search already gone answers 200: after a one-click POST this loader runs too, and its status would win.
  if (!r.ok)
    return data(
      { locale, title: x.badLinkTitle, message: x.badLink[r.reason], ask: null },
      { status: r.reason === "gone" ? 200 : 400 },
    );
  const ask = x.unsubscribeAsk(searchSummary(filtersOf(r.value.filters), locale));
  return { locale, title: x.unsubscribeTitle, message: undefined, ask };
}

export async function action({ request }: Route.ActionArgs) {
  const { db, secret, x, locale } = await alertsRequest(request);
  const r = await unsubscribeFromRequest(request, db, secret);
  if (r.ok) return { locale, title: x.unsubscribeTitle, message: x.unsubscribed, refused: false };
  return data({ locale, title: x.badLinkTitle, message: x.badLink[r.reason], refused: true }, { status: r.status });
}

export function meta({ location }: Route.MetaArgs) {
  return alertMeta(alertTexts(localeFromPath(location.pathname)).pageTitle);
}

export default function AlertUnsubscribe({ loaderData: d, actionData: done }: Route.ComponentProps) {
  if (done) return <AlertPage locale={done.locale} title={done.title} message={done.message} refused={done.refused} />;
  return (
    <AlertPage locale={d.locale} title={d.title} message={d.message} refused={!d.ask}>
      {d.ask ? (
        <form method="post" className="flex flex-col gap-4">
          <p className="text-lg text-slate-800">{d.ask}</p>
          <button type="submit" className={buttonClass("primary", "min-h-11 self-start")}>
            {d.title}
          </button>
        </form>
      ) : null}
    </AlertPage>
  );
}
