// What the alert pages' loaders and actions share: the alerts' context, the secret and the page's texts.
import { alertsContext } from "../../alerts/context.server.ts";
import { alertTexts } from "../../alerts/texts.ts";
import { localeFromPath } from "../../i18n/locale.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";

export async function alertsRequest(request: Request) {
  const rt = await runtime();
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  return {
    ctx: alertsContext(rt),
    db: rt.db.kysely,
    secret: rt.secrets.authSecret,
    locale,
    x: alertTexts(locale),
    token: url.searchParams.get("t"),
  };
}
