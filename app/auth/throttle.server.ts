// Throttles sign-in attempts per account and per client IP, counted in the database so the limits hold across
// restarts and across several app instances. An attempt is recorded before the password is checked (so
// parallel guesses count too) and released when it succeeds or the password was right.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perIp: 30,
} as const;

export interface Attempt {
  /** True when this attempt is over a limit: refuse it without checking the password. */
  throttled: boolean;
  /** The attempt succeeded (or failed for a reason other than a bad password): forget it. */
  release(options?: { clearAccount?: boolean }): Promise<void>;
}

export function accountKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

export async function beginAttempt(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now: Date = new Date(),
): Promise<Attempt> {
  const account = accountKey(email);
  const client = ipKey(ip);
  const createdAt = now.toISOString();
  const since = new Date(now.getTime() - THROTTLE.windowMs).toISOString();

  await db.deleteFrom("login_failures").where("created_at", "<", since).execute();
  const ids = await db
    .insertInto("login_failures")
    .values([
      { key: account, created_at: createdAt },
      { key: client, created_at: createdAt },
    ])
    .returning("id")
    .execute();
  const counts = await db
    .selectFrom("login_failures")
    .select(["key", (eb) => eb.fn.countAll<number>().as("n")])
    .where("key", "in", [account, client])
    .where("created_at", ">=", since)
    .groupBy("key")
    .execute();
  const count = (key: string) => Number(counts.find((c) => c.key === key)?.n ?? 0);
  // Our own row is included, so "over the limit" means more than `limit` attempts in the window.
  const throttled = count(account) > THROTTLE.perAccount || count(client) > THROTTLE.perIp;

  const release: Attempt["release"] = async (options = {}) => {
    await db
      .deleteFrom("login_failures")
      .where((eb) =>
        eb.or([
          eb("id", "in", ids.map((r) => r.id)),
          ...(options.clearAccount ? [eb("key", "=", account)] : []),
        ]),
      )
      .execute();
  };
  // A refused attempt does not extend the lock: only real password checks count.
  if (throttled) await release();
  return { throttled, release };
}
