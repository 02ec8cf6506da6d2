// What the server and `npm run backup` write is owner-only whatever the umask (issue 32, item 4): DATA_DIR and the
// photos' folders 0700, the database files, secrets, photo files and backup archives 0600; sessions stay out of
// backups. Started under umask 000, where every file would otherwise be world-readable (and writable).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readArchive } from "../support/archive.ts";
import { dashboardHttp } from "../support/dashboard-http.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { runScript, type ServerProcess, startProcess } from "../support/server-process.ts";
import { testEngine } from "../support/test-db.ts";

let parent: string;
let dataDir: string;
let sdb: ServerDb;
let server: ServerProcess;
let umask: number;

beforeAll(async () => {
  umask = process.umask(0o000); // children inherit it
  parent = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-owner-only-"));
  dataDir = path.join(parent, "data");
  // An existing DATA_DIR someone left open to everyone is closed on start.
  fs.mkdirSync(dataDir, { mode: 0o777 });
  sdb = await serverDatabase(dataDir);
  server = await startProcess({ ...sdb.env, DATA_DIR: dataDir, SEED_DEMO: "true", WEB_CONCURRENCY: "1" });
  await server.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  process.umask(umask);
  await server?.stop();
  await sdb?.destroy();
  fs.rmSync(parent, { recursive: true, force: true });
});

const mode = (p: string) => fs.statSync(p).mode & 0o777;
/** Every path under a folder, folders first. */
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? [p, ...walk(p)] : [p];
  });

describe("files only the site's user may read, under umask 000", () => {
  it("DATA_DIR, the database files, the secrets and every photo", () => {
    expect(mode(dataDir).toString(8)).toBe("700");
    expect(mode(path.join(dataDir, "secrets.json")).toString(8)).toBe("600");
    if (testEngine() === "sqlite")
      for (const name of ["vitrina.sqlite", "vitrina.sqlite-wal", "vitrina.sqlite-shm"]) {
        const file = path.join(dataDir, name);
        if (name === "vitrina.sqlite" || fs.existsSync(file)) expect(mode(file).toString(8), name).toBe("600");
      }
    const photos = walk(path.join(dataDir, "photos"));
    expect(photos.length).toBeGreaterThan(50); // the demo's
    for (const p of photos) expect(mode(p).toString(8), p).toBe(fs.statSync(p).isDirectory() ? "700" : "600");
  });

  it("a backup archive is 0600 in a folder it makes 0700, and holds no session", async () => {
    await dashboardHttp(server.url, dataDir, sdb.db); // a staff member with a live session
    const sessions = await sdb.db.kysely.selectFrom("session").select("token").execute();
    expect(sessions.length).toBeGreaterThan(0);
    const file = path.join(parent, "copias", "copia.tar.gz");
    const backup = await runScript("scripts/backup.ts", [file], { ...sdb.env, DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(mode(path.dirname(file)).toString(8)).toBe("700");
    expect(mode(file).toString(8)).toBe("600");
    const archive = await readArchive(file);
    expect(archive.rows.session).toEqual([]);
    expect(archive.rows.user.length).toBeGreaterThan(0);
    const bytes = zlib.gunzipSync(fs.readFileSync(file));
    for (const { token } of sessions) expect(bytes.includes(token)).toBe(false);
  });
});
