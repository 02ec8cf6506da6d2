// Any unknown URL: a 404 page in the page's language (status 404) inside the public layout.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusMessage } from "../../ui/page-message.tsx";
import { pageT } from "./page-meta.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageT(matches)("Página no encontrada") }, { name: "robots", content: "noindex" }];
}

export default function NotFound(_: Route.ComponentProps) {
  return <StatusMessage status={404} />;
}
