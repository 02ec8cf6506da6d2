// Any unknown URL: a 404 page in the page's language (status 404) inside the public layout.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusMessage } from "../../ui/page-message.tsx";
import { msg } from "../../i18n/msg.ts";
import { privatePageMeta } from "./page-meta.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return data({ meta: await privatePageMeta(request, msg("Página no encontrada")) }, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [{ name: "robots", content: "noindex" }];
}

export default function NotFound(_: Route.ComponentProps) {
  return <StatusMessage status={404} />;
}
