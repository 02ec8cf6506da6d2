// Two instances of the production server on one PostgreSQL database and one S3 bucket (s3rver), behind HAProxy
// round-robin without stickiness, as docs/scale-out.md sets them up; free ports, separate DATA_DIRs.
import fs from "node:fs";
import type { Auth } from "../../app/auth/auth.server.ts";
import { type Balancer, startHaproxy } from "./haproxy.ts";
import { type S3Server, startS3rver } from "./s3rver.ts";
import { freePort, type ServerProcess, startProcess } from "./server-process.ts";
import { staffAuth } from "./staff-session.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

export const BALANCED_SECRET = "secreto-compartido-por-todas-las-instancias";

export interface BalancedSite {
  /** The balancer's origin: every instance's PUBLIC_URL. */
  url: string;
  instances: ServerProcess[];
  balancer: Balancer;
  s3: S3Server;
  db: TestDb;
  auth: Auth;
  stop(): Promise<void>;
}

export async function startBalancedSite(count = 2, extraEnv: Record<string, string> = {}): Promise<BalancedSite> {
  const db = await createTestDb({ engine: "postgres" });
  const s3 = await startS3rver("vitrina-balanceada");
  const listen = await freePort();
  const url = `http://127.0.0.1:${listen}`;
  const instances: ServerProcess[] = [];
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop().catch(() => {});
    await Promise.all(instances.map((i) => i.stop("SIGKILL")));
    for (const i of instances) fs.rmSync(i.dataDir, { recursive: true, force: true });
    await s3.stop().catch(() => {});
    await db.destroy();
  };
  try {
    const env = {
      ...s3.env,
      DATABASE_URL: db.location.databaseUrl,
      BETTER_AUTH_SECRET: BALANCED_SECRET,
      PUBLIC_URL: url,
      TRUST_PROXY: "true",
      SEED_DEMO: "false",
      WEB_CONCURRENCY: "1",
      ...extraEnv,
    };
    for (let i = 0; i < count; i++) instances.push(await startProcess(env));
    await Promise.all(instances.map((i) => i.waitFor("Vitrina escuchando")));
    balancer = await startHaproxy(
      instances.map((i) => Number(new URL(i.url).port)),
      listen,
    );
    return { url, instances, balancer, s3, db, auth: staffAuth(db, BALANCED_SECRET, url), stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
