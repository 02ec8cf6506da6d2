// Dashboard: users (placeholder until its issue lands).
import { data } from "react-router";

export function loader() {
  throw data("Página no encontrada", { status: 404 });
}

export default function Placeholder() {
  return null;
}
