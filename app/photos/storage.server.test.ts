import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { mountTmpfs, tmpfsUnavailable } from "../../tests/support/tmpfs.ts";
import { diskStorage } from "./storage.server.ts";

const dirs: string[] = [];
function tempRoot() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-storage-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

// What both backends must do is in storage-contract.server.test.ts; these are the disk's own concerns.
describe("disk photo storage", () => {
  it("refuses keys that could leave the storage folder", async () => {
    const root = tempRoot();
    const storage = diskStorage(root);
    for (const key of [
      "../secrets.json",
      "abcdef01/../../x.jpeg",
      "/etc/passwd",
      "ABCDEF01/image_1.jpeg",
      "abcdef01/x.svg",
    ]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow("Clave de foto inválida");
    }
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("leaves no temporary files behind after a write", async () => {
    const root = tempRoot();
    const storage = diskStorage(root);
    await storage.put("abcdef01/image_2.jpeg", Buffer.alloc(1024));
    expect(fs.readdirSync(path.join(root, "abcdef01"))).toEqual(["image_2.jpeg"]);
  });

  // A real full disk (a 1 MB tmpfs); tmpfsUnavailable names why it is skipped (not root).
  it.skipIf(tmpfsUnavailable !== null)("a write the disk has no room for leaves no temp file behind", async () => {
    const disk = mountTmpfs(1);
    try {
      const storage = diskStorage(path.join(disk.dir, "photos"));
      disk.fill();
      const write = storage.put("abcdef01/image_1.jpeg", Buffer.alloc(256 * 1024, 7));
      await expect(write).rejects.toMatchObject({ code: "ENOSPC" });
      expect(disk.tempFiles()).toEqual([]);
      expect(await storage.get("abcdef01/image_1.jpeg")).toBeNull();
    } finally {
      disk.unmount();
    }
  });
});
