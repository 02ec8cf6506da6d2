// Throttles sign-ins and password-reset requests per account and per client IP, counted in the database so the
// limits hold across restarts and across several app instances (docs/decisions/064, 084). An attempt is recorded
// before the work it guards (so parallel requests count too); sign-in releases it when the password was right.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { isWriteRefused } from "../db/write-refused.ts";
import { log } from "../log/logger.server.ts";

/** One sliding window for every rule, so one clean-up of old rows serves them all. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleRule {
  /** Prepended to the row keys, so each rule counts only its own attempts in the shared table. */
  prefix: string;
  perAccount: number;
  perIp: number;
}

/** Failed sign-ins (decision 064); keys `email:…` and `ip:…`. */
export const SIGN_IN: ThrottleRule = { prefix: "", perAccount: 5, perIp: 30 };
/** Password-reset links asked for, whether or not the e-mail has an account (decision 084). */
export const RESET_REQUEST: ThrottleRule = { prefix: "reset-", perAccount: 3, perIp: 10 };

export interface Attempt {
  /** True when this attempt is over a limit: refuse it without doing the work. */
  throttled: boolean;
  /** The attempt succeeded (or failed for a reason other than a bad password): forget it. */
  release(options?: { clearAccount?: boolean }): Promise<void>;
}

export function accountKey(email: string, rule: ThrottleRule = SIGN_IN): string {
  return `${rule.prefix}email:${email.trim().toLowerCase()}`;
}

export function ipKey(ip: string, rule: ThrottleRule = SIGN_IN): string {
  return `${rule.prefix}ip:${ip}`;
}

export async function beginAttempt(
  db: Kysely<Database>,
  rule: ThrottleRule,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<Attempt> {
  const account = accountKey(email, rule);
  const client = ipKey(ip, rule);
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const countIn = async () => {
    const rows = await db
      .selectFrom("login_failures")
      .select(["key", (eb) => eb.fn.countAll<number>().as("n")])
      .where("key", "in", [account, client])
      .where("created_at", ">=", since)
      .groupBy("key")
      .execute();
    return (key: string) => Number(rows.find((r) => r.key === key)?.n ?? 0);
  };

  let ids: number[];
  try {
    ids = await record(db, [account, client], now, since);
  } catch (err) {
    if (!isWriteRefused(err)) throw err;
    // The database is full or read-only: fail open, so staff can still sign in to fix it (decision 084). What is
    // already recorded still counts; this attempt cannot be, and the limits hold again once writes work.
    log.error({ err }, `No se pudo registrar el intento (${account}, ${client}); se sigue sin registrarlo`);
    const count = await countIn();
    const throttled = count(account) >= rule.perAccount || count(client) >= rule.perIp;
    return { throttled, release: async () => {} };
  }
  const count = await countIn();
  // Our own row is included, so "over the limit" means more than `limit` attempts in the window.
  const throttled = count(account) > rule.perAccount || count(client) > rule.perIp;

  // Best effort: a row left behind only counts against this account and client, so an error here must not turn
  // a successful sign-in into a failed one.
  const release: Attempt["release"] = async (options = {}) => {
    await db
      .deleteFrom("login_failures")
      .where((eb) => eb.or([eb("id", "in", ids), ...(options.clearAccount ? [eb("key", "=", account)] : [])]))
      .execute()
      .catch((err) => log.error({ err }, `No se pudo liberar el intento (${account}, ${client})`));
  };
  // A refused attempt does not extend the lock: only real attempts count.
  if (throttled) await release();
  return { throttled, release };
}

/** Drops rows older than the window, then stores this attempt under both keys; returns the new rows' ids. */
async function record(db: Kysely<Database>, keys: string[], now: Date, since: string): Promise<number[]> {
  await db.deleteFrom("login_failures").where("created_at", "<", since).execute();
  const createdAt = now.toISOString();
  const rows = await db
    .insertInto("login_failures")
    .values(keys.map((key) => ({ key, created_at: createdAt })))
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}
