// Job locks (decision 104): a background job runs in exactly one process of the deployment, whichever process
// or instance holds its row in job_locks. The holder renews its heartbeat; the others retry and take the lock
// when the heartbeat lapses (an owner dead on any host) or at once when the owner was a gone process of this host.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { log } from "../log/logger.server.ts";
import { ownerIsGone, PROCESS_OWNER } from "../runtime/process/process-owner.server.ts";

/** A lock whose heartbeat is older than this belongs to an owner that died. */
export const JOB_LEASE_MS = 30_000;
/** How often the holder renews its lock and the others try to take theirs. */
export const JOB_RETRY_MS = 5_000;

/**
 * One attempt: takes the lock when nobody holds it, when its heartbeat lapsed or its owner is a gone process
 * of this host, or renews it when `owner` already holds it. True when `owner` holds it afterwards.
 */
export async function takeJobLock(
  db: Kysely<Database>,
  name: string,
  owner: string = PROCESS_OWNER,
  now = new Date(),
  leaseMs = JOB_LEASE_MS,
): Promise<boolean> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto("job_locks")
    .values({ name, owner, heartbeat_at: at })
    .onConflict((oc) => oc.column("name").doNothing())
    .returning("name")
    .executeTakeFirst();
  if (inserted) return true;
  const row = await db.selectFrom("job_locks").select("owner").where("name", "=", name).executeTakeFirst();
  if (!row) return false; // released in between: the next attempt inserts
  const gone = row.owner !== owner && ownerIsGone(row.owner);
  // Compare-and-set on the owner that was read, so two processes taking over a lapsed lock cannot both win.
  const taken = await db
    .updateTable("job_locks")
    .set({ owner, heartbeat_at: at })
    .where("name", "=", name)
    .where("owner", "=", row.owner)
    .$if(row.owner !== owner && !gone, (q) =>
      q.where("heartbeat_at", "<", new Date(now.getTime() - leaseMs).toISOString()),
    )
    .returning("name")
    .executeTakeFirst();
  return taken !== undefined;
}

/** Gives the lock up (a clean stop), so another process takes it at its next attempt instead of after the lease. */
export async function releaseJobLock(db: Kysely<Database>, name: string, owner: string = PROCESS_OWNER) {
  await db.deleteFrom("job_locks").where("name", "=", name).where("owner", "=", owner).execute();
}

/** What a job returns when it starts: the function that stops it. */
export type StopJob = () => void | Promise<void>;

export interface JobLockOptions {
  owner?: string;
  leaseMs?: number;
  retryMs?: number;
  log?: (line: string) => void;
}

export interface JobHandle {
  /** Stops the job if it runs here and gives the lock up. */
  stop(): Promise<void>;
}

const running = new Set<JobHandle>();

/**
 * Runs `start` while this process holds the lock `name`, from the moment it takes it; calls the stop `start`
 * returned when the lock is lost (another process took it after this one failed to renew within the lease) and
 * on stopJobLocks(). Every serving process calls this for each job; exactly one runs it at a time.
 */
export function runUnderJobLock(
  db: Kysely<Database>,
  name: string,
  start: () => StopJob | Promise<StopJob>,
  options: JobLockOptions = {},
): JobHandle {
  const owner = options.owner ?? PROCESS_OWNER;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const info = options.log ?? ((line: string) => log.info(line));
  const pid = owner.split("|")[1];
  let stopJob: StopJob | undefined;
  let lastHeld = 0;
  let stopped = false;

  const leave = async (why: string) => {
    const stop = stopJob;
    stopJob = undefined;
    if (!stop) return;
    info(`Tareas de fondo: «${name}» deja de correr en el proceso ${pid} (${why}).`);
    await Promise.resolve()
      .then(stop)
      .catch((err) => log.error({ err }, `Tareas de fondo: error al detener «${name}»`));
  };
  const attempt = async () => {
    let held: boolean;
    try {
      held = await takeJobLock(db, name, owner, new Date(), leaseMs);
    } catch (err) {
      log.error({ err }, `Tareas de fondo: no se pudo tomar o renovar «${name}»`);
      // Unrenewed for a lease, another process may have it: stop rather than run twice.
      if (stopJob && Date.now() - lastHeld > leaseMs) await leave("no pudo renovar el turno");
      return;
    }
    if (stopped) return;
    if (!held) return leave("otro proceso la tomó");
    lastHeld = Date.now();
    if (stopJob) return;
    info(`Tareas de fondo: «${name}» corre en el proceso ${pid}.`);
    try {
      stopJob = await start();
    } catch (err) {
      log.error({ err }, `Tareas de fondo: «${name}» no pudo empezar`);
      await releaseJobLock(db, name, owner).catch(() => {});
    }
  };

  let turn = attempt();
  const timer = setInterval(() => {
    // One attempt at a time: a slow database must not pile them up.
    turn = turn.then(attempt);
  }, options.retryMs ?? JOB_RETRY_MS);
  timer.unref();

  const handle: JobHandle = {
    async stop() {
      if (stopped) return;
      stopped = true;
      running.delete(handle);
      clearInterval(timer);
      await turn;
      await leave("el proceso se detiene");
      // Also when the job had not started yet: an attempt may have just taken the lock.
      await releaseJobLock(db, name, owner).catch(() => {});
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every job of this process and gives their locks up (on shutdown, before the database closes). */
export async function stopJobLocks(): Promise<void> {
  await Promise.all([...running].map((h) => h.stop()));
}
