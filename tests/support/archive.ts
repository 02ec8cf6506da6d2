// Reads what backup tests compare: an archive's manifest, rows and photo hashes; a database's rows in the same
// engine-neutral form (the backup's own snapshot reader); the photo files under a storage folder, by hash.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { type EndMarker, entryKind, MANIFEST, type Manifest } from "../../app/backup/archive.ts";
import type { Row } from "../../app/backup/rows.ts";
import { readSnapshot } from "../../app/backup/snapshot.server.ts";
import { readTar } from "../../app/backup/tar.server.ts";
import type { Db } from "../../app/db/connect.server.ts";

export const sha256 = (data: Buffer) => crypto.createHash("sha256").update(data).digest("hex");

export interface ArchiveContents {
  manifest: Manifest;
  rows: Record<string, Row[]>;
  photos: Map<string, string>;
  end: EndMarker;
}

export async function readArchive(file: string): Promise<ArchiveContents> {
  const gunzip = zlib.createGunzip();
  const done = pipeline(fs.createReadStream(file), gunzip);
  let manifest: Manifest | undefined;
  let end: EndMarker | undefined;
  const rows: Record<string, Row[]> = {};
  const photos = new Map<string, string>();
  for await (const entry of readTar(gunzip)) {
    const kind = entryKind(entry.name);
    if (entry.name === MANIFEST) manifest = JSON.parse(entry.data.toString("utf8"));
    else if (kind?.kind === "rows") {
      const lines = entry.data.toString("utf8").split("\n").filter(Boolean);
      rows[kind.table] = [...(rows[kind.table] ?? []), ...lines.map((l) => JSON.parse(l) as Row)];
    } else if (kind?.kind === "photo") photos.set(kind.key, sha256(entry.data));
    else if (kind?.kind === "end") end = JSON.parse(entry.data.toString("utf8"));
  }
  await done;
  for (const t of manifest!.tables) rows[t.name] ??= [];
  return { manifest: manifest!, rows, photos, end: end! };
}

/** Every table's rows as a backup would write them now. */
export async function dumpDatabase(db: Db): Promise<Record<string, Row[]>> {
  const rows: Record<string, Row[]> = {};
  await readSnapshot(db, {
    manifest: async (m) => {
      for (const t of m.tables) rows[t.name] = [];
    },
    rows: async (table, chunk) => {
      rows[table.name].push(...chunk);
    },
  });
  return rows;
}

/** Rows in an order-free, key-order-free form, for equality. */
export const canonical = (rows: Row[]) =>
  rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b))))).sort();

/** `{listing}/{file}` → sha256 of every file stored under a photo storage root (temp files aside). */
export function photoFilesByHash(root: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(root)) return files;
  for (const folder of fs.readdirSync(root)) {
    for (const name of fs.readdirSync(path.join(root, folder))) {
      if (name.endsWith(".tmp")) continue;
      files.set(`${folder}/${name}`, sha256(fs.readFileSync(path.join(root, folder, name))));
    }
  }
  return files;
}
