// The sweep at scale (decision 125): it looks only at folders noted by the changes that may orphan a file, keeps
// a folder on the list while anything in it may still change, and a full reconcile still finds the rest.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type S3Server, startS3rver } from "../../tests/support/s3rver.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { s3Storage } from "./s3-storage.server.ts";
import { diskStorage, type PhotoStorage } from "./storage.server.ts";
import { noteSweepCandidates } from "./sweep-candidates.server.ts";
import { sweepOrphans } from "./sweep.server.ts";
import { photoFileNames } from "./variants.ts";

let db: TestDb;
let dir: string;
let storage: PhotoStorage;
let s3: S3Server;
const engine = process.env.VITRINA_TEST_ENGINE;

beforeAll(async () => {
  db = await createTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-candidates-"));
  storage = diskStorage(dir);
  s3 = await startS3rver("vitrina-barrido");
});
afterAll(async () => {
  await s3?.stop();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const folder = (i: number) => (0x10000000 + i).toString(16);
const candidates = () =>
  db.kysely
    .selectFrom("photo_sweep_candidates")
    .select("folder")
    .orderBy("folder")
    .execute()
    .then((r) => r.map((x) => x.folder));
/** Counts the storage listings a sweep makes, passing every call through to the real disk. */
function counted(inner: PhotoStorage) {
  const calls = { list: 0, listFolders: 0 };
  const storage: PhotoStorage = {
    ...inner,
    list(f) {
      calls.list++;
      return inner.list(f);
    },
    listFolders() {
      calls.listFolders++;
      return inner.listFolders();
    },
  };
  return { storage, calls };
}

it(`looks only at noted folders of the bucket, however many others it holds (${engine})`, async () => {
  // 300 folders of orphan files nobody noted (a crash of code older than the list), and one noted folder.
  const bucket = s3Storage(s3.client(), s3.bucket);
  // Ten writes at a time: s3rver on a busy test machine refuses connections past a few dozen at once.
  for (let i = 0; i < 300; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) => bucket.put(`${folder(i + k)}/image_1.jpeg`, Buffer.from("x"))),
    );
  }
  await bucket.put("abcdef01/image_1.jpeg", Buffer.from("x"));
  await noteSweepCandidates(db.kysely, ["abcdef01"]);
  const { storage: spy, calls } = counted(bucket);

  const r = await sweepOrphans({ kysely: db.kysely, storage: spy }, { fileGraceMs: 0 });
  expect(r).toMatchObject({ folders: 1, removedFiles: 1 });
  expect(calls).toEqual({ list: 1, listFolders: 0 });
  expect(await candidates()).toEqual([]);

  // The rare full reconcile lists every folder and removes what no row names.
  const full = await sweepOrphans({ kysely: db.kysely, storage: spy }, { fileGraceMs: 0, full: true });
  expect(full).toMatchObject({ folders: 300, removedFiles: 300 });
  expect(s3.objectKeys()).toEqual([]);
});

it(`keeps a folder on the list while a file in it is young, and drops it once clean (${engine})`, async () => {
  await storage.put("abcdef02/image_3.jpeg", Buffer.from("x"));
  await noteSweepCandidates(db.kysely, ["abcdef02"]);
  const young = await sweepOrphans({ kysely: db.kysely, storage });
  expect(young.removedFiles).toBe(0);
  expect(await candidates()).toEqual(["abcdef02"]);
  const later = await sweepOrphans({ kysely: db.kysely, storage }, { fileGraceMs: 0 });
  expect(later.removedFiles).toBe(1);
  expect(await candidates()).toEqual([]);
});

it(`a note made while the sweep works is not lost (${engine})`, async () => {
  await noteSweepCandidates(db.kysely, ["abcdef03"], new Date(Date.now() - 60_000));
  // A storage whose listing of that folder lets a new note in between the sweep's read and its drop.
  const racing: PhotoStorage = {
    ...storage,
    list: async (f) => {
      await noteSweepCandidates(db.kysely, [f]);
      return storage.list(f);
    },
  };
  await sweepOrphans({ kysely: db.kysely, storage: racing }, { fileGraceMs: 0 });
  expect(await candidates()).toEqual(["abcdef03"]);
  await sweepOrphans({ kysely: db.kysely, storage }, { fileGraceMs: 0 });
  expect(await candidates()).toEqual([]);
});

it(`expired uploads note their folders in the same transaction (${engine})`, async () => {
  const old = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
  await db.kysely
    .insertInto("photo_uploads")
    .values({
      id: "f".repeat(32),
      property_id: "abcdef04",
      n: 1,
      file_name: "a.jpg",
      status: "ready",
      width: 10,
      height: 10,
      created_at: old,
    })
    .execute();
  for (const f of photoFileNames(1)) await storage.put(`abcdef04/${f}`, Buffer.from("x"));
  const r = await sweepOrphans({ kysely: db.kysely, storage }, { fileGraceMs: 0 });
  expect(r).toMatchObject({ expiredUploads: 1, removedFiles: photoFileNames(1).length });
  expect(await storage.list("abcdef04")).toEqual([]);
});
