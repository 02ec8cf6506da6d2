import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { isOutOfSpace } from "./out-of-space.server.ts";

function sqliteAtItsPageLimit(): unknown {
  // PRAGMA max_page_count is a real engine limit: SQLite answers SQLITE_FULL as on a full disk.
  const db = new DatabaseSync(":memory:");
  db.exec("CREATE TABLE t (x)");
  db.exec(`PRAGMA max_page_count = ${(db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count}`);
  try {
    db.prepare("INSERT INTO t VALUES (?)").run("x".repeat(100_000));
  } catch (err) {
    return err;
  } finally {
    db.close();
  }
  throw new Error("SQLite wrote past its page limit");
}

describe("out of space", () => {
  it("recognises a full SQLite database, a full disk, a quota and PostgreSQL's disk_full, also when wrapped", () => {
    const full = sqliteAtItsPageLimit();
    expect(isOutOfSpace(full)).toBe(true);
    expect(isOutOfSpace(new Error("al guardar", { cause: full }))).toBe(true);
    expect(isOutOfSpace(Object.assign(new Error("no space left on device"), { code: "ENOSPC" }))).toBe(true);
    expect(isOutOfSpace(Object.assign(new Error("quota"), { code: "EDQUOT" }))).toBe(true);
    expect(isOutOfSpace(Object.assign(new Error("could not extend file"), { code: "53100" }))).toBe(true);
  });

  it("leaves every other error alone", () => {
    expect(isOutOfSpace(Object.assign(new Error("locked"), { code: "ERR_SQLITE_ERROR", errcode: 5 }))).toBe(false);
    expect(isOutOfSpace(Object.assign(new Error("timeout"), { code: "57014" }))).toBe(false);
    expect(isOutOfSpace(new Error("x"))).toBe(false);
    expect(isOutOfSpace(null)).toBe(false);
  });
});
