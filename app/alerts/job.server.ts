// The alerts job (issue 36): under its job lock (one process of the deployment), every ALERTS_INTERVAL_SECONDS (a
// minute by default) it forgets expired unconfirmed searches and checks the searches that are due (instant: every
// run; daily, weekly: a day or a week after their last check). Each check also moves on what the search matches
// (known-matches.server.ts), so only a listing it did not match before is new. What an e-mail lists is recorded
// before it is sent: a restart never sends it twice (at most a crash between the record and the send loses one
// e-mail). When the SMTP server refuses, the run stops and the next waits longer, doubling up to an hour.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { log } from "../log/logger.server.ts";
import { currentRate } from "../properties/currency-rate.server.ts";
import { FREQUENCIES, FREQUENCY_MS } from "./frequency.ts";
import { alertMail, type MailContext } from "./mail.server.ts";
import { matchChanges, recordMatchChanges } from "./known-matches.server.ts";
import { deliveryOf, newItems } from "./matches.server.ts";
import { forgetUnconfirmed } from "./searches.server.ts";
import type { SendMail } from "./transport.server.ts";

export interface AlertsContext {
  db: Kysely<Database>;
  send: SendMail;
  /** Read at every run: the agency's name may have changed in 'Configuración'. */
  mail: () => Promise<Omit<MailContext, "rate">>;
}

/** Due searches read per statement: the job never holds every search at once. */
const PAGE = 200;

export class SmtpRefused extends Error {}

export interface RunResult {
  sent: number;
  checked: number;
}

/** One run: every due search checked once, each with at most one e-mail. Throws SmtpRefused when sending failed. */
export async function runAlertsOnce(ctx: AlertsContext, now = new Date()): Promise<RunResult> {
  const { db } = ctx;
  await forgetUnconfirmed(db, now);
  const rate = await currentRate(db);
  const mail: MailContext = { ...(await ctx.mail()), rate };
  const result: RunResult = { sent: 0, checked: 0 };
  for (const frequency of FREQUENCIES) {
    const dueBefore = new Date(now.getTime() - FREQUENCY_MS[frequency]).toISOString();
    let after = "";
    for (;;) {
      const page = await db
        .selectFrom("saved_searches")
        .selectAll()
        .where("confirmed_at", "is not", null)
        .where("frequency", "=", frequency)
        .$if(frequency !== "instant", (q) => q.where("checked_at", "<=", dueBefore))
        .where("id", ">", after)
        .orderBy("id")
        .limit(PAGE)
        .execute();
      if (!page.length) break;
      after = page[page.length - 1].id;
      for (const search of page) {
        result.checked++;
        if (await checkSearch(ctx, mail, search, now)) result.sent++;
      }
    }
  }
  return result;
}

type SearchRow = Awaited<ReturnType<typeof loadSearch>>;
const loadSearch = (db: Kysely<Database>, id: string) =>
  db.selectFrom("saved_searches").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** Checks one search: records and sends what is new, or only moves its check time on. True when it sent. */
async function checkSearch(ctx: AlertsContext, mail: MailContext, search: SearchRow, now: Date): Promise<boolean> {
  const { db } = ctx;
  const at = now.toISOString();
  const { items } = await newItems(db, search, mail.rate, at);
  const changes = await matchChanges(db, search, mail.rate, at);
  const recorded = items.map((item) => deliveryOf(search.id, item, at));
  await db.transaction().execute(async (trx) => {
    if (recorded.length)
      await trx
        .insertInto("alert_deliveries")
        .values(recorded)
        .onConflict((oc) => oc.doNothing())
        .execute();
    await recordMatchChanges(trx, search.id, changes);
    await trx
      .updateTable("saved_searches")
      .set({ checked_at: at, ...(recorded.length ? { sent_at: at } : {}) })
      .where("id", "=", search.id)
      .execute();
  });
  if (!items.length) return false;
  try {
    await ctx.send(alertMail(mail, search, items, now));
    return true;
  } catch (err) {
    // Not sent: undo the record and the check, so the next run (after the back-off) lists the same again.
    await db.transaction().execute(async (trx) => {
      for (const r of recorded)
        await trx
          .deleteFrom("alert_deliveries")
          .where("search_id", "=", r.search_id)
          .where("property_id", "=", r.property_id)
          .where("kind", "=", r.kind)
          .where("price", "=", r.price)
          .execute();
      await recordMatchChanges(trx, search.id, changes, true);
      await trx
        .updateTable("saved_searches")
        .set({ checked_at: search.checked_at, sent_at: search.sent_at })
        .where("id", "=", search.id)
        .execute();
    });
    throw new SmtpRefused(`El servidor de correo rechazó el aviso a ${search.email}`, { cause: err });
  }
}

const MAX_BACKOFF_MS = 3_600_000;

/**
 * The job's loop (started under its job lock): a run every `intervalMs` (ALERTS_INTERVAL_SECONDS, a minute by
 * default), or later after refusals; returns its stop.
 */
export function alertsWork(ctx: AlertsContext, intervalMs: number): () => Promise<void> {
  let delay = intervalMs;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runAlertsOnce(ctx)
      .then(() => {
        delay = intervalMs;
      })
      .catch((err) => {
        if (err instanceof SmtpRefused) delay = Math.min(delay * 2, MAX_BACKOFF_MS);
        log.error({ err }, `Avisos por correo: la corrida falló; la próxima en ${Math.round(delay / 1000)} s`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, delay).unref();
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
