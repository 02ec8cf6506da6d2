// A migrated test database and a photo store on disk for one test file, with the context the upload queue needs;
// made before the file's tests and removed after them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { diskStorage } from "../../app/photos/storage.server.ts";
import type { PhotoContext } from "../../app/photos/upload-queue.server.ts";
import { createTestDb, type TestDb } from "./test-db.ts";

export interface PhotoStore {
  db: TestDb;
  /** The folder the photos are stored in, one sub-folder a listing. */
  dir: string;
  ctx: PhotoContext;
}

export function photoStore(prefix: string): PhotoStore {
  const store = {} as PhotoStore;
  beforeAll(async () => {
    store.db = await createTestDb();
    store.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    store.ctx = { kysely: store.db.kysely, storage: diskStorage(store.dir) };
  });
  afterAll(async () => {
    await store.db?.destroy();
    if (store.dir) fs.rmSync(store.dir, { recursive: true, force: true });
  });
  return store;
}
