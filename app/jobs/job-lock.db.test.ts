import { spawnSync } from "node:child_process";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { JOB_LEASE_MS, runUnderJobLock, takeJobLock } from "./job-lock.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 3, 0, seconds));
const holder = async (name: string) =>
  (await db.kysely.selectFrom("job_locks").select("owner").where("name", "=", name).executeTakeFirst())?.owner;
// Owners on other hosts: only the heartbeat tells whether they are alive.
const A = "servidor-a|101|aaaa";
const B = "servidor-b|202|bbbb";

describe(`job locks (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("go to one owner; another gets it only once the holder's heartbeat lapses; the old holder lost it", async () => {
    expect(await takeJobLock(db.kysely, "lapso", A, at(0))).toBe(true);
    expect(await takeJobLock(db.kysely, "lapso", B, at(1))).toBe(false);
    expect(await takeJobLock(db.kysely, "lapso", A, at(5))).toBe(true); // renewed
    expect(await takeJobLock(db.kysely, "lapso", B, at(5 + JOB_LEASE_MS / 1000 - 1))).toBe(false);
    expect(await takeJobLock(db.kysely, "lapso", B, at(5 + JOB_LEASE_MS / 1000 + 1))).toBe(true);
    expect(await holder("lapso")).toBe(B);
    expect(await takeJobLock(db.kysely, "lapso", A, at(40))).toBe(false);
  });

  it("are taken at once from a process of this host that no longer runs", async () => {
    const finished = spawnSync(process.execPath, ["-e", "0"]).pid!;
    expect(await takeJobLock(db.kysely, "muerto", `${os.hostname()}|${finished}|cccc`, at(0))).toBe(true);
    expect(await takeJobLock(db.kysely, "muerto", B, at(1))).toBe(true);
    // A live process of this host keeps it until its heartbeat lapses.
    expect(await takeJobLock(db.kysely, "vivo", `${os.hostname()}|${process.ppid}|dddd`, at(0))).toBe(true);
    expect(await takeJobLock(db.kysely, "vivo", B, at(1))).toBe(false);
  });

  it("run the job in exactly one process; a clean stop hands it over; a lost lock stops the job", async () => {
    const runs: string[] = [];
    const job = (who: string) => () => {
      runs.push(`start ${who}`);
      return () => void runs.push(`stop ${who}`);
    };
    const options = (owner: string) => ({ owner, retryMs: 30, log: () => {} });
    const a = runUnderJobLock(db.kysely, "cola", job("A"), options(A));
    await expect.poll(() => runs).toEqual(["start A"]);
    const b = runUnderJobLock(db.kysely, "cola", job("B"), options(B));
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toEqual(["start A"]);

    await a.stop();
    await expect.poll(() => runs).toEqual(["start A", "stop A", "start B"]);
    expect(await holder("cola")).toBe(B);

    // Another process took it (B failed to renew in time, say): B stops its job at its next attempt.
    await db.kysely.updateTable("job_locks").set({ owner: A }).where("name", "=", "cola").execute();
    await expect.poll(() => runs).toEqual(["start A", "stop A", "start B", "stop B"]);
    await b.stop();
    expect(await holder("cola")).toBe(A);
  });
});
