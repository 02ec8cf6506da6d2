// BACKUP_DIR and BACKUP_KEEP: a server with no recent backup writes one soon after it starts (then every night),
// keeps only the newest BACKUP_KEEP archives there, and the dashboard home shows when the last good one ended.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastGoodBackupAt } from "../../app/backup/runs.server.ts";
import { changedAt } from "../../app/properties/change-notice.ts";
import { readArchive } from "../support/archive.ts";
import { dashboardHttp } from "../support/dashboard-http.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";
import { createSite, type Site } from "../support/site.ts";
import { testEngine } from "../support/test-db.ts";
import { migrationNames } from "../../app/db/migrate.server.ts";

let site: Site;
let backupDir: string;
let server: ServerProcess;
const older = [
  "vitrina-2025-01-01-030000.tar.gz",
  "vitrina-2025-01-02-030000.tar.gz",
  "vitrina-2025-01-03-030000.tar.gz",
];

beforeAll(async () => {
  site = await createSite(testEngine(), { migrate: false });
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-backups-"));
  for (const name of [...older, "leeme.txt"]) fs.writeFileSync(path.join(backupDir, name), "anterior");
  server = await startProcess({ ...site.env, SEED_DEMO: "false", BACKUP_DIR: backupDir, BACKUP_KEEP: "2" });
  await server.waitFor("Copias de seguridad: se borraron 2 anteriores (BACKUP_KEEP).", 60_000);
});
afterAll(async () => {
  await server?.stop();
  await site?.destroy();
  if (backupDir) fs.rmSync(backupDir, { recursive: true, force: true });
});

describe(`scheduled backups (${testEngine()})`, () => {
  it("writes one at start when none is recent, and keeps the newest BACKUP_KEEP archives", async () => {
    expect(server.output()).toMatch(/Copia de seguridad guardada en .*vitrina-\d{4}-\d\d-\d\d-\d{6}\.tar\.gz/);
    const names = fs.readdirSync(backupDir);
    const written = names.find((n) => !older.includes(n) && n !== "leeme.txt")!;
    // The two newest archives stay; a file that is not one of ours is never touched.
    expect(names.sort()).toEqual(["leeme.txt", older[2], written].sort());
    const archive = await readArchive(path.join(backupDir, written));
    expect(archive.manifest.migrations).toEqual(migrationNames());
    expect(archive.end.missingPhotos).toEqual([]);
  });

  it("shows the last good backup's time on the dashboard home", async () => {
    const last = await lastGoodBackupAt(site.db().kysely);
    expect(last).not.toBeNull();
    const staff = await dashboardHttp(server.url, site.dataDir, site.db());
    const res = await fetch(`${server.url}/dashboard`, { headers: { cookie: staff.cookie } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`data-backup-notice="ok"`);
    expect(html).toContain(`Última copia de seguridad: ${changedAt(last!)}.`);
  });
});
