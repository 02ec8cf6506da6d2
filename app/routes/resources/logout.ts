// 'Salir': a POST that deletes the session server-side, clears the cookie and lands on the home page.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "../../auth/session.server.ts";

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOut(request)) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

// Signing out only by POST (a link or an image cannot sign anyone out); a GET just goes home.
export function loader() {
  return redirect("/");
}
