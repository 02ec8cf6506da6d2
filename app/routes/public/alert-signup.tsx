// /avisos (and /en/avisos): the 'Avisarme de nuevas propiedades' form's POST. Saves the search unconfirmed and sends
// the confirmation e-mail; a refusal (bad address, 21st search, too many requests) says why, stores nothing and
// shows the form again with what was typed.
import { data } from "react-router";
import type { Route } from "./+types/alert-signup";
import { clientIp } from "../../auth/client-ip.ts";
import { readFilters, resultsPath } from "../../alerts/saved-filters.ts";
import { alertTexts } from "../../alerts/texts.ts";
import { subscribe } from "../../alerts/visitor.server.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { AlertPage, alertMeta } from "../../ui/alert-page.tsx";
import { alertSignupHtml } from "./alert-signup-html.server.tsx";
import { alertsRequest } from "./alerts.server.ts";

/** Also runs after the action (a redirect here would replace its answer): the page's language only. */
export function loader({ request }: Route.LoaderArgs) {
  return { locale: localeFromPath(new URL(request.url).pathname) };
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale, x } = await alertsRequest(request);
  const form = await request.formData();
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, 300) : "";
  };
  const filters = readFilters(
    new URLSearchParams([...form].filter((e): e is [string, string] => typeof e[1] === "string")),
  );
  const email = text("email");
  const frequency = text("frecuencia");
  const r = await subscribe(ctx, { email, frequency, locale, filters, ip: clientIp(request) });
  const back = resultsPath(filters, locale);
  if (r.ok) return { locale, title: x.savedTitle, message: x.saved(r.email), refused: false, back, formHtml: "" };
  const formHtml = alertSignupHtml(filters, locale, { email, frequency });
  return data(
    { locale, title: x.refusedTitle, message: x.refusal[r.refusal], refused: true, back, formHtml },
    { status: r.refusal === "throttled" ? 429 : r.refusal === "mail" ? 503 : 400 },
  );
}

export function meta({ location }: Route.MetaArgs) {
  return alertMeta(alertTexts(localeFromPath(location.pathname)).pageTitle);
}

export default function AlertSignupAnswer({ loaderData, actionData: d }: Route.ComponentProps) {
  // Without a POST there is nothing to answer: the form sits under the results.
  if (!d) return <AlertPage locale={loaderData.locale} title={alertTexts(loaderData.locale).pageTitle} />;
  return (
    <AlertPage locale={d.locale} title={d.title} message={d.message} refused={d.refused} back={d.back}>
      {d.formHtml ? (
        <div
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the action's AlertSignup markup (React escapes).
          dangerouslySetInnerHTML={{ __html: d.formHtml }}
        />
      ) : null}
    </AlertPage>
  );
}
