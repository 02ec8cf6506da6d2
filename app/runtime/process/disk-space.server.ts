// Free space on DATA_DIR's disk, where the SQLite file and the photo storage live, against DISK_MIN_FREE_MB:
// /healthz reports a disk about to fill up before writes start failing (decision 086).
import fsp from "node:fs/promises";
import { settings } from "./env.server.ts";

const MB = 1024 * 1024;

export interface DiskSpace {
  freeMb: number;
  minFreeMb: number;
  low: boolean;
}

export async function dataDirSpace(
  dir = settings().DATA_DIR,
  minFreeMb = settings().DISK_MIN_FREE_MB,
): Promise<DiskSpace> {
  // bavail, not bfree: the blocks reserved for root are no use to an unprivileged server.
  const s = await fsp.statfs(dir);
  const freeMb = Math.floor((s.bavail * s.bsize) / MB);
  return { freeMb, minFreeMb, low: s.bavail * s.bsize < minFreeMb * MB };
}

export const lowDiskMessage = (d: DiskSpace) =>
  `poco espacio en disco: quedan ${d.freeMb} MB libres en DATA_DIR (mínimo ${d.minFreeMb} MB, DISK_MIN_FREE_MB)`;
