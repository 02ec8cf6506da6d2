// What a visitor does with saved searches, from the form and from the signed links: subscribe (and get the
// confirmation e-mail), confirm, unsubscribe one, manage an address's searches. Each refusal changes nothing.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AlertsContext } from "./job.server.ts";
import { confirmationMail } from "./mail.server.ts";
import { type CreateRefusal, confirmSearch, createSearch, deleteSearches, type NewSearch } from "./searches.server.ts";
import { type TokenPurpose, verifyToken } from "./tokens.server.ts";

export type SubscribeRefusal = CreateRefusal | "mail";

export async function subscribe(
  ctx: AlertsContext,
  input: NewSearch,
  now = new Date(),
): Promise<{ ok: true; email: string } | { ok: false; refusal: SubscribeRefusal }> {
  const created = await createSearch(ctx.db, input, now);
  if (!created.ok) return created;
  const search = await ctx.db
    .selectFrom("saved_searches")
    .selectAll()
    .where("id", "=", created.id)
    .executeTakeFirstOrThrow();
  try {
    await ctx.send(confirmationMail({ ...(await ctx.mail()), rate: null }, search, now));
  } catch {
    // No e-mail, no request: the visitor may try again.
    await deleteSearches(ctx.db, { id: created.id });
    return { ok: false, refusal: "mail" };
  }
  return { ok: true, email: created.email };
}

export type LinkRefusal = "invalid" | "expired" | "gone";
type Linked<T> = { ok: true; value: T } | { ok: false; reason: LinkRefusal };

/** The subject a link names, once its signature and expiry hold. */
export function linkSubject(secret: string, token: string | null, purpose: TokenPurpose, now = new Date()) {
  return verifyToken(secret, token, purpose, now);
}

export async function confirmByLink(db: Kysely<Database>, secret: string, token: string | null, now = new Date()) {
  const check = verifyToken(secret, token, "confirm", now);
  if (!check.ok) return check as Linked<never>;
  const search = await confirmSearch(db, check.subject, now);
  return (search ? { ok: true, value: search } : { ok: false, reason: "gone" }) as Linked<typeof search & object>;
}

/** The search an unsubscribe link names (the page before the button). */
export async function searchOfLink(db: Kysely<Database>, secret: string, token: string | null) {
  const check = verifyToken(secret, token, "unsubscribe");
  if (!check.ok) return check as Linked<never>;
  const search = await db.selectFrom("saved_searches").selectAll().where("id", "=", check.subject).executeTakeFirst();
  return (search ? { ok: true, value: search } : { ok: false, reason: "gone" }) as Linked<typeof search & object>;
}

/** One-click unsubscribe (RFC 8058): deletes the search the link names. A second click finds it gone. */
export async function unsubscribeByLink(
  db: Kysely<Database>,
  secret: string,
  token: string | null,
): Promise<Linked<null>> {
  const check = verifyToken(secret, token, "unsubscribe");
  if (!check.ok) return check;
  const n = await deleteSearches(db, { id: check.subject });
  return n ? { ok: true, value: null } : { ok: false, reason: "gone" };
}
