// Two processes draining one photo queue at once (two connections to one database, one bucket): every upload is
// processed by exactly one of them (decision 124) — one claim each, one set of files, nothing left waiting.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { makeJpeg } from "../../tests/support/images.ts";
import { type S3Server, startS3rver } from "../../tests/support/s3rver.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { connect, type Db } from "../db/connect.server.ts";
import { s3Storage } from "./s3-storage.server.ts";
import { acceptUpload, type PhotoContext, processNextUpload } from "./upload-queue.server.ts";
import { photoFileNames } from "./variants.ts";

let db: TestDb;
let other: Db;
let s3: S3Server;

beforeAll(async () => {
  db = await createTestDb();
  other = connect({ ...db.location, poolSize: 4 });
  s3 = await startS3rver("vitrina-cola");
});
afterAll(async () => {
  await other?.close();
  await db?.destroy();
  await s3?.stop();
});

it(`two processes draining at once never take the same upload (${process.env.VITRINA_TEST_ENGINE})`, async () => {
  const storage = s3Storage(s3.client(), s3.bucket);
  const a: PhotoContext = { kysely: db.kysely, storage };
  const b: PhotoContext = { kysely: other.kysely, storage };
  const listing = await createProperty(db.kysely, demoInput());
  const bytes = await makeJpeg(480, 320);
  const accepted = [];
  for (let i = 0; i < 6; i++) {
    accepted.push(await acceptUpload(a, { propertyId: listing, staffId: "staff", fileName: `f${i}.jpg`, bytes }));
  }
  expect(accepted.every((r) => r.ok)).toBe(true);

  const drain = async (ctx: PhotoContext) => {
    let taken = 0;
    while (await processNextUpload(ctx)) taken++;
    return taken;
  };
  // Two drains per process as well: a kick while a drain runs, say.
  const taken = await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
  expect(taken.reduce((x, y) => x + y)).toBe(6);

  const rows = await db.kysely.selectFrom("photo_uploads").select(["n", "status", "attempts"]).execute();
  expect(rows.map((r) => r.status)).toEqual(Array(6).fill("ready"));
  // One claim per upload: a second taker would have counted a second attempt.
  expect(rows.map((r) => r.attempts)).toEqual(Array(6).fill(1));
  const expected = rows.flatMap((r) => photoFileNames(r.n).map((f) => `${listing}/${f}`)).sort();
  expect(s3.objectKeys()).toEqual(expected);
});
