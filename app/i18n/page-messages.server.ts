// The messages a public page's browser gets (docs/decisions/220): the layout's loader sends the layout's, each
// page's loader its own; the layout's provider puts them together. Which ids a page can show is collected from
// the sources at build time (scripts/build/page-messages.ts).
import type { Messages } from "@lingui/core";
import PAGE_IDS from "virtual:vitrina/page-messages";
import { clientMessages } from "./catalog.server.ts";
import { localeFromPath } from "./locale.ts";

/** A public route file's stem under app/routes/public ('layout', 'home', 'property', …). */
export type PublicRoute =
  | "layout"
  | "home"
  | "listing-by-state"
  | "property"
  | "about"
  | "favourites"
  | "compare"
  | "map";

/** Each route's set per language, picked once: the catalogue and the collected ids do not change while running. */
const picked = new Map<string, Messages>();

/** The compiled messages of `route` for the request's language, as its loader sends them (`messages`). */
export function pageMessages(request: Request, route: PublicRoute): Messages {
  const locale = localeFromPath(new URL(request.url).pathname);
  const key = `${locale} ${route}`;
  let messages = picked.get(key);
  if (!messages) {
    const ids = PAGE_IDS[route];
    if (!ids) throw new Error(`Sin mensajes recolectados para la ruta pública '${route}'.`);
    messages = clientMessages(locale, ids);
    picked.set(key, messages);
  }
  return messages;
}
