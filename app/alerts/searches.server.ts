// Saved searches as commands (issue 36): create one (checked, capped, throttled), confirm it, and what the signed
// manage and unsubscribe links may do. Every command changes nothing when it refuses.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import type { CatalogueFilters } from "../properties/catalogue-params.ts";
import type { Locale } from "../i18n/locale.ts";
import { beginAttempt, type ThrottleRule } from "../auth/throttle.server.ts";
import { type Frequency, isFrequency } from "./frequency.ts";
import { currentRate } from "../properties/currency-rate.server.ts";
import { seedKnownMatches } from "./known-matches.server.ts";
import { storedFilters } from "./saved-filters.ts";
import { CONFIRM_VALID_MS } from "./tokens.server.ts";

/** Searches one address may keep (confirmed or waiting for confirmation). */
export const MAX_SEARCHES_PER_ADDRESS = 20;
/** Creations per address and per client IP in the throttle window (15 minutes). */
export const ALERT_SIGNUP: ThrottleRule = { prefix: "alert-", perAccount: 5, perIp: 10 };

const emailSchema = z.email().max(254);

export type CreateRefusal = "email" | "frequency" | "cap" | "throttled";

export interface NewSearch {
  email: string;
  frequency: string;
  locale: Locale;
  filters: CatalogueFilters;
  ip: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const notExpired = (now: Date) => new Date(now.getTime() - CONFIRM_VALID_MS).toISOString();

export async function createSearch(
  db: Kysely<Database>,
  input: NewSearch,
  now = new Date(),
): Promise<{ ok: true; id: string; email: string } | { ok: false; refusal: CreateRefusal }> {
  const email = normaliseEmail(input.email);
  if (!emailSchema.safeParse(email).success) return { ok: false, refusal: "email" };
  if (!isFrequency(input.frequency)) return { ok: false, refusal: "frequency" };
  if ((await countOf(db, email, now)) >= MAX_SEARCHES_PER_ADDRESS) return { ok: false, refusal: "cap" };
  const attempt = await beginAttempt(db, ALERT_SIGNUP, email, input.ip, now);
  if (attempt.throttled) return { ok: false, refusal: "throttled" };
  const id = crypto.randomUUID();
  await db
    .insertInto("saved_searches")
    .values({
      id,
      email,
      filters: storedFilters(input.filters),
      locality: input.filters.localidad,
      type: input.filters.tipo,
      state: input.filters.estado,
      frequency: input.frequency,
      locale: input.locale,
      created_at: now.toISOString(),
      confirmed_at: null,
      checked_at: null,
      sent_at: null,
    })
    .execute();
  return { ok: true, id, email };
}

/** The address's searches that count against the cap: confirmed ones and those whose link still works. */
async function countOf(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("saved_searches")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("email", "=", email)
    .where((eb) => eb.or([eb("confirmed_at", "is not", null), eb("created_at", ">=", notExpired(now))]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Confirms the search (again: nothing changes); what it matches then is known to it, not news. Null when it is
 * gone (forgotten or deleted).
 */
export async function confirmSearch(db: Kysely<Database>, id: string, now = new Date()) {
  const at = now.toISOString();
  const rate = await currentRate(db);
  await db.transaction().execute(async (trx) => {
    const confirmed = await trx
      .updateTable("saved_searches")
      .set({ confirmed_at: at, checked_at: at })
      .where("id", "=", id)
      .where("confirmed_at", "is", null)
      .returning(["id", "filters"])
      .executeTakeFirst();
    if (confirmed) await seedKnownMatches(trx, confirmed, rate);
  });
  return db.selectFrom("saved_searches").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One address's confirmed searches, oldest first (the manage page). */
export function searchesOf(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("saved_searches")
    .selectAll()
    .where("email", "=", email)
    .where("confirmed_at", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function setFrequency(db: Kysely<Database>, email: string, id: string, frequency: Frequency) {
  const r = await db
    .updateTable("saved_searches")
    .set({ frequency })
    .where("id", "=", id)
    .where("email", "=", email)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes searches with what their alerts listed; `email` scopes a manage link to its own address. */
export async function deleteSearches(db: Kysely<Database>, where: { email: string; id?: string } | { id: string }) {
  return db.transaction().execute(async (trx) => {
    const ids = (
      await trx
        .selectFrom("saved_searches")
        .select("id")
        .$if("email" in where, (q) => q.where("email", "=", (where as { email: string }).email))
        .$if(where.id !== undefined, (q) => q.where("id", "=", where.id!))
        .execute()
    ).map((r) => r.id);
    if (!ids.length) return 0;
    await trx.deleteFrom("alert_deliveries").where("search_id", "in", ids).execute();
    await trx.deleteFrom("saved_search_matches").where("search_id", "in", ids).execute();
    await trx.deleteFrom("saved_searches").where("id", "in", ids).execute();
    return ids.length;
  });
}

/** Unconfirmed requests are forgotten once their link has expired (the alerts job, every run). */
export async function forgetUnconfirmed(db: Kysely<Database>, now = new Date()): Promise<number> {
  const r = await db
    .deleteFrom("saved_searches")
    .where("confirmed_at", "is", null)
    .where("created_at", "<", notExpired(now))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
