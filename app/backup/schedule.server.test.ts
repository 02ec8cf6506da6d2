import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { archiveName, nextNightlyRun, pruneBackups } from "./schedule.server.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("the nightly backup schedule", () => {
  it("runs next at 03:00 Córdoba time (06:00 UTC), later the same night or the next one", () => {
    expect(nextNightlyRun(new Date("2025-03-10T05:59:59.000Z")).toISOString()).toBe("2025-03-10T06:00:00.000Z");
    expect(nextNightlyRun(new Date("2025-03-10T06:00:00.000Z")).toISOString()).toBe("2025-03-11T06:00:00.000Z");
    expect(nextNightlyRun(new Date("2025-03-10T23:30:00.000Z")).toISOString()).toBe("2025-03-11T06:00:00.000Z");
  });

  it("names archives by agency time, so names sort by age", () => {
    expect(archiveName(new Date("2025-03-10T06:00:07.000Z"))).toBe("vitrina-2025-03-10-030007.tar.gz");
    expect(archiveName(new Date("2025-01-01T02:00:00.000Z"))).toBe("vitrina-2024-12-31-230000.tar.gz");
  });

  it("keeps the newest BACKUP_KEEP archives and never touches other files", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-keep-"));
    dirs.push(dir);
    const names = [
      "vitrina-2025-03-08-030000.tar.gz",
      "vitrina-2025-03-09-030000.tar.gz",
      "vitrina-2025-03-10-030000.tar.gz",
    ];
    for (const n of [...names, "notas.txt", "vitrina-manual.tar.gz"]) fs.writeFileSync(path.join(dir, n), "x");
    expect(await pruneBackups(dir, 2)).toEqual([names[0]]);
    expect(fs.readdirSync(dir).sort()).toEqual(["notas.txt", names[1], names[2], "vitrina-manual.tar.gz"]);
  });
});
