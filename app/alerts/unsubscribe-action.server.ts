// The unsubscribe link's POST (RFC 8058 one-click, or the page's button): the token in the URL says which search.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { unsubscribeByLink } from "./visitor.server.ts";

/** 200 when the search was deleted, 400 for a bad or expired link, 404 when it was already gone. */
export async function unsubscribeAction(request: Request, db: Kysely<Database>, secret: string): Promise<Response> {
  const token = new URL(request.url).searchParams.get("t");
  const r = await unsubscribeByLink(db, secret, token);
  return new Response(null, { status: r.ok ? 200 : r.reason === "gone" ? 404 : 400 });
}
