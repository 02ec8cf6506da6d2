// Photo storage behind one small interface; local disk under DATA_DIR by default.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import { OWNER_DIR, OWNER_FILE, ownerOnlyDir } from "../runtime/process/owner-only.server.ts";

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface PhotoStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every key stored for one listing (its folder). */
  list(propertyId: string): Promise<string[]>;
  /** Every listing folder that has files, for the orphan sweep. */
  listFolders(): Promise<string[]>;
  /** Milliseconds since the file was written, or null if it does not exist (the sweep spares young files). */
  age(key: string): Promise<number | null>;
  /** Restarts a file's age (no-op if missing): a file no listing uses any more is spared by the sweep for its grace. */
  touch(key: string): Promise<void>;
  /** Removes half-written files a crash left behind, older than the given age; returns how many. */
  removeStaleTemp(olderThanMs: number): Promise<number>;
  /** Throws (with the system's error) unless a file can be written right now: /readyz asks before every answer. */
  assertWritable(): Promise<void>;
}

// `.original`: an upload's bytes waiting to be processed (never served: /media takes .jpeg and .webp only).
const KEY = /^[0-9a-f]{8}\/[A-Za-z0-9_-]+\.(jpeg|webp|original)$/;
const FOLDER = /^[0-9a-f]{8}$/;

/** Keys are `{propertyId}/{file}`; anything else could escape the storage root. */
export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Clave de foto inválida: ${key}`);
}

export function diskStorage(root: string): PhotoStorage {
  // Owner-only (app/runtime/process/owner-only.server.ts): originals keep what the pipeline strips, unpublished listings' photos too.
  ownerOnlyDir(root);
  const full = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const target = full(key);
      // Not recursive: a missing root is an outage (an unmounted volume, a removed folder) that must fail the
      // write, as a missing bucket does, rather than be quietly made again on the wrong disk.
      await fsp.mkdir(path.dirname(target), { mode: OWNER_DIR }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "EEXIST") throw err;
      });
      // Write then rename: a crash never leaves a half-written photo under its real name.
      const tmp = `${target}.${crypto.randomBytes(4).toString("hex")}.tmp`;
      try {
        await fsp.writeFile(tmp, data, { mode: OWNER_FILE });
        await fsp.rename(tmp, target);
      } catch (err) {
        // A full disk fails the write part-way: the half-written (often empty) temp file goes at once.
        await fsp.rm(tmp, { force: true }).catch(() => {});
        throw err;
      }
    },
    async get(key) {
      try {
        const file = full(key);
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(full(key), { force: true });
    },
    async list(propertyId) {
      if (!FOLDER.test(propertyId)) return [];
      const names = await fsp.readdir(path.join(root, propertyId)).catch(() => [] as string[]);
      return names.filter((n) => !n.endsWith(".tmp")).map((n) => `${propertyId}/${n}`);
    },
    async listFolders() {
      const names = await fsp.readdir(root).catch(() => [] as string[]);
      return names.filter((n) => FOLDER.test(n));
    },
    async age(key) {
      const stat = await fsp.stat(full(key)).catch(() => null);
      return stat ? Date.now() - stat.mtimeMs : null;
    },
    async touch(key) {
      const now = new Date();
      await fsp.utimes(full(key), now, now).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
      });
    },
    async removeStaleTemp(olderThanMs) {
      let removed = 0;
      for (const folder of await this.listFolders()) {
        const dir = path.join(root, folder);
        for (const name of await fsp.readdir(dir).catch(() => [] as string[])) {
          if (!name.endsWith(".tmp")) continue;
          const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
          if (stat && Date.now() - stat.mtimeMs >= olderThanMs) {
            await fsp.rm(path.join(dir, name), { force: true });
            removed++;
          }
        }
      }
      return removed;
    },
    async assertWritable() {
      // One name per process, written and removed at once: nothing accumulates, and no listing folder is touched.
      const probe = path.join(root, `.escritura-${process.pid}`);
      await fsp.writeFile(probe, "ok");
      await fsp.rm(probe, { force: true });
    },
  };
}
