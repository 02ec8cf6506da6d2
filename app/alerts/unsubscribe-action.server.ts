// The unsubscribe link's POST (RFC 8058 one-click, or the page's button): the token in the URL says which search;
// the body ('List-Unsubscribe=One-Click') needs no reading.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type LinkRefusal, unsubscribeByLink } from "./visitor.server.ts";

export type UnsubscribeOutcome = { ok: true; status: 200 } | { ok: false; status: 400 | 404; reason: LinkRefusal };

/** 200 when the search was deleted, 400 for a bad or expired link, 404 when it was already gone. */
export async function unsubscribeFromRequest(
  request: Request,
  db: Kysely<Database>,
  secret: string,
): Promise<UnsubscribeOutcome> {
  const r = await unsubscribeByLink(db, secret, new URL(request.url).searchParams.get("t"));
  if (r.ok) return { ok: true, status: 200 };
  return { ok: false, status: r.reason === "gone" ? 404 : 400, reason: r.reason };
}
