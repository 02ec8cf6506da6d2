// Files only the site's own user may read (issue 32, item 4): DATA_DIR holds password hashes, sessions, secrets,
// unpublished photos and backups, so what Vitrina creates there is 0700 (folders) and 0600 (files), whatever the
// process's umask. A mode only loses bits through the umask, so creating with these is enough for new paths;
// paths that already exist are set again.
import fs from "node:fs";

export const OWNER_DIR = 0o700;
export const OWNER_FILE = 0o600;

/** Sets the mode, unless the path belongs to someone else (a folder the operator made and lent us). */
function setMode(target: string, mode: number) {
  try {
    fs.chmodSync(target, mode);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") throw err;
  }
}

/** A folder of our own (DATA_DIR, the photos' root): made if missing, owner-only either way. */
export function ownerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR });
  setMode(dir, OWNER_DIR);
}

/** A file of our own (the SQLite database and its -wal/-shm): made empty if missing, owner-only either way. */
export function ownerOnlyFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", OWNER_FILE));
  setMode(file, OWNER_FILE);
}
