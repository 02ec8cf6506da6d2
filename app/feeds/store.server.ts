// The built feeds on disk (DATA_DIR/feeds, owner-only): each portal's XML, its gzip, and what 'Portales' and the
// HTTP answer need to know, and the last failure. Every file is written to a temporary name and renamed, so a reader sees the old
// complete file or the new complete one, never a half-written one; the metadata is renamed last.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { ListingNote } from "./render.ts";

export interface StoredFeed {
  /** The site version the file was built from. */
  version: number;
  /** When the content last changed (Last-Modified), ISO. */
  modifiedAt: string;
  /** When it was last built, ISO (a build that found the same content keeps modifiedAt). */
  builtAt: string;
  etag: string;
  bytes: number;
  count: number;
  leftOut: ListingNote[];
  fixed: ListingNote[];
}

/** The last build's failure while it lasts: the previous good file, if any, is still served. */
export interface FeedFailure {
  at: string;
  message: string;
}

export const feedsDir = (dataDir: string) => path.join(dataDir, "feeds");
const metaFile = (dir: string, file: string) => path.join(dir, `${file}.json`);
const failureFile = (dir: string, file: string) => path.join(dir, `${file}.failure.json`);

function writeAtomically(target: string, data: string | Buffer) {
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${crypto.randomUUID()}.tmp`);
  try {
    fs.writeFileSync(tmp, data, { mode: 0o600 });
    fs.renameSync(tmp, target);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Metadata parsed, by file: kept while the file is the same (a new one is renamed in: another inode). */
const parsedMeta = new Map<string, { stamp: string; meta: StoredFeed }>();

/**
 * The stored feed's metadata, or null before the first build. Every request reads it: its notes ('Portales') can
 * run to hundreds of KB, so it is parsed once per file written, and a request costs one `stat`. Not to be mutated.
 */
export function readStoredFeed(dir: string, file: string): StoredFeed | null {
  const target = metaFile(dir, file);
  const st = fs.statSync(target, { throwIfNoEntry: false });
  if (!st) return null;
  const stamp = `${st.ino}:${st.mtimeMs}:${st.ctimeMs}:${st.size}`;
  const hit = parsedMeta.get(target);
  if (hit?.stamp === stamp) return hit.meta;
  const meta = readJson<StoredFeed>(target);
  if (meta) parsedMeta.set(target, { stamp, meta });
  return meta;
}
export const readFeedFailure = (dir: string, file: string) => readJson<FeedFailure>(failureFile(dir, file));

export function ensureFeedsDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Stores a complete feed: XML and gzip first, the metadata naming them last. */
export function storeFeed(
  dir: string,
  file: string,
  built: { xml: string; count: number; leftOut: ListingNote[]; fixed: ListingNote[] },
  version: number,
  now = new Date(),
): StoredFeed {
  ensureFeedsDir(dir);
  const body = Buffer.from(built.xml, "utf8");
  const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
  const previous = readStoredFeed(dir, file);
  const same = previous?.etag === etag && fs.existsSync(path.join(dir, file));
  if (!same) {
    writeAtomically(path.join(dir, `${file}.gz`), zlib.gzipSync(body, { level: 6 }));
    writeAtomically(path.join(dir, file), body);
  }
  const meta: StoredFeed = {
    version,
    modifiedAt: same && previous ? previous.modifiedAt : now.toISOString(),
    builtAt: now.toISOString(),
    etag,
    bytes: body.length,
    count: built.count,
    leftOut: built.leftOut,
    fixed: built.fixed,
  };
  writeAtomically(metaFile(dir, file), JSON.stringify(meta));
  fs.rmSync(failureFile(dir, file), { force: true });
  return meta;
}

/** Records a failed build beside the last good file, which stays as it was (and keeps being served). */
export function noteFeedFailure(dir: string, file: string, message: string, now = new Date()) {
  ensureFeedsDir(dir);
  writeAtomically(failureFile(dir, file), JSON.stringify({ at: now.toISOString(), message } satisfies FeedFailure));
}
