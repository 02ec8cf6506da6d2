// Any unknown URL: a Spanish 404 page (status 404) inside the public layout.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { StatusMessage } from "../../ui/page-message.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Página no encontrada" }, { name: "robots", content: "noindex" }];
}

export default function NotFound(_: Route.ComponentProps) {
  return <StatusMessage status={404} />;
}
