// The history is append-only (decision 143): no module of the app changes or removes an entry, and migration
// 014's triggers refuse it on both engines (app/agency/settings.db.test.ts); no route has an action on it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.join(import.meta.dirname, "..");
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });

describe("the activity history", () => {
  it("is written by inserts only", () => {
    const writers = sources(appDir).filter((f) =>
      /(updateTable|deleteFrom)\(\s*["']activity["']|(UPDATE|DELETE FROM)\s+activity\b/i.test(
        fs.readFileSync(f, "utf8"),
      ),
    );
    expect(writers).toEqual([]);
  });

  it("has a page without an action", () => {
    const page = fs.readFileSync(path.join(appDir, "routes/dashboard/activity.tsx"), "utf8");
    expect(page).not.toMatch(/export (async )?function action|export const action/);
  });
});
