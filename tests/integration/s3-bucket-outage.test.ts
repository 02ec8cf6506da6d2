// A bucket the server cannot write stops the boot with one clear line; one that disappears later turns /readyz
// to 503 with the reason, and back to 200 once it is there again (decision 120).
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, startS3rver } from "../support/s3rver.ts";
import { startProcess } from "../support/server-process.ts";
import { createTestDb, type TestDb, testEngine } from "../support/test-db.ts";

const engine = testEngine();
let s3: S3Server;
let pgDb: TestDb | undefined;
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3rver("vitrina-corte");
  if (engine === "postgres") pgDb = await createTestDb({ migrate: false });
});
afterAll(async () => {
  await s3?.stop();
  await pgDb?.destroy();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) => ({
  ...s3.env,
  DATABASE_URL: pgDb?.location.databaseUrl,
  BETTER_AUTH_SECRET: "s".repeat(32),
  SEED_DEMO: "false",
  WEB_CONCURRENCY: "1",
  ...extra,
});

describe(`photos in a bucket that fails (${engine})`, () => {
  it("a bucket that does not exist stops the boot with one line", async () => {
    const server = await startProcess(env({ S3_BUCKET: "no-existe" }));
    dirs.push(server.dataDir);
    expect(await server.exited()).toBe(1);
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.includes("No se puede escribir en el bucket"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`No se puede escribir en el bucket no-existe en ${s3.endpoint}: NoSuchBucket`);
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
  }, 120_000);

  it("a store that cannot be reached stops the boot too", async () => {
    const server = await startProcess(env({ S3_ENDPOINT: "http://127.0.0.1:9" }));
    dirs.push(server.dataDir);
    expect(await server.exited()).toBe(1);
    expect(server.output()).toContain("No se puede escribir en el bucket vitrina-corte en http://127.0.0.1:9");
  }, 120_000);

  it("a bucket that disappears later makes /readyz say so, until it is back", async () => {
    const server = await startProcess(env());
    dirs.push(server.dataDir);
    try {
      await server.waitFor("Vitrina escuchando");
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await s3.dropBucket();
      const down = await fetch(`${server.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.text()).toContain(
        "no se puede escribir en el almacenamiento de fotos (NoSuchBucket: The specified bucket does not exist)",
      );
      await s3.createBucket();
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.stop("SIGKILL");
    }
  }, 120_000);
});
