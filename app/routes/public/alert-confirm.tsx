// /avisos/confirmar?t=…: the confirmation e-mail's link. A bad, tampered or expired link changes nothing.
import { data } from "react-router";
import type { Route } from "./+types/alert-confirm";
import { isFrequency } from "../../alerts/frequency.ts";
import { confirmByLink } from "../../alerts/visitor.server.ts";
import { AlertPage, alertMeta } from "../../ui/alert-page.tsx";
import { alertsRequest } from "./alerts.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { db, secret, token, x, locale } = await alertsRequest(request);
  const r = await confirmByLink(db, secret, token);
  if (!r.ok)
    return data({ locale, title: x.badLinkTitle, message: x.badLink[r.reason], refused: true }, { status: 400 });
  const f = r.value.frequency;
  return {
    locale,
    title: x.confirmedTitle,
    message: x.confirmed(x.frequency[isFrequency(f) ? f : "daily"]),
    refused: false,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return alertMeta(loaderData?.title);
}

export default function AlertConfirm({ loaderData: d }: Route.ComponentProps) {
  return <AlertPage locale={d.locale} title={d.title} message={d.message} refused={d.refused} />;
}
