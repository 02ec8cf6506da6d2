// One contract for photo storage, run against both backends: the local disk and a real S3-protocol server
// (s3rver, decision 121). What the queue, the sweep, /media and backups rely on holds for each.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type S3Server, startS3rver } from "../../tests/support/s3rver.ts";
import { s3Storage } from "./s3-storage.server.ts";
import { diskStorage, type PhotoStorage } from "./storage.server.ts";

interface Backend {
  /** A fresh, empty storage. */
  open(): Promise<PhotoStorage>;
  /** Takes the storage away under the running code (a removed folder, a deleted bucket). */
  remove(): Promise<void>;
  /** Puts it back, empty. */
  restore(): Promise<void>;
}

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3rver("vitrina-contrato");
});
afterAll(() => s3?.stop());

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function disk(): Backend {
  let root = "";
  return {
    async open() {
      root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-contract-")), "photos");
      dirs.push(path.dirname(root));
      return diskStorage(root);
    },
    async remove() {
      fs.rmSync(root, { recursive: true, force: true });
    },
    async restore() {
      fs.mkdirSync(root);
    },
  };
}

function bucket(): Backend {
  return {
    async open() {
      // Each case starts with an empty bucket.
      await s3.dropBucket();
      await s3.createBucket();
      return s3Storage(s3.client(), s3.bucket);
    },
    remove: () => s3.dropBucket(),
    restore: () => s3.createBucket(),
  };
}

const ORIGINAL = `abcdef01/upload-${"a".repeat(32)}.original`;

describe.each([
  ["local disk", disk],
  ["S3 bucket (s3rver)", bucket],
])("photo storage contract: %s", (_name, make) => {
  it("puts, gets, streams, lists by listing and deletes", async () => {
    const storage = await make().open();
    await storage.put("abcdef01/image_1.jpeg", Buffer.from("uno"));
    await storage.put("abcdef01/image_1-400.webp", Buffer.from("dos"));
    await storage.put(ORIGINAL, Buffer.from("original"));
    await storage.put("0123abcd/image_1.jpeg", Buffer.from("otra"));
    const got = await storage.get("abcdef01/image_1.jpeg");
    expect(got!.size).toBe(3);
    expect(await text(got!.stream)).toBe("uno");
    expect((await storage.list("abcdef01")).sort()).toEqual([
      "abcdef01/image_1-400.webp",
      "abcdef01/image_1.jpeg",
      ORIGINAL,
    ]);
    expect((await storage.listFolders()).sort()).toEqual(["0123abcd", "abcdef01"]);
    await storage.delete("abcdef01/image_1.jpeg");
    expect(await storage.get("abcdef01/image_1.jpeg")).toBeNull();
    expect((await storage.list("abcdef01")).sort()).toEqual(["abcdef01/image_1-400.webp", ORIGINAL]);
  });

  it("streams a large file whole", async () => {
    const storage = await make().open();
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    big.write("fin", big.length - 3);
    await storage.put("abcdef01/image_2.jpeg", big);
    const got = await storage.get("abcdef01/image_2.jpeg");
    expect(got!.size).toBe(big.length);
    const chunks: Buffer[] = [];
    for await (const chunk of got!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });

  it("answers a missing key with null, and deleting or touching it is harmless", async () => {
    const storage = await make().open();
    expect(await storage.get("abcdef01/image_9.jpeg")).toBeNull();
    expect(await storage.age("abcdef01/image_9.jpeg")).toBeNull();
    await storage.delete("abcdef01/image_9.jpeg");
    await storage.touch("abcdef01/image_9.jpeg");
    expect(await storage.list("abcdef01")).toEqual([]);
    expect(await storage.list("not-a-folder")).toEqual([]);
  });

  it("refuses keys outside the `{id}/{file}` shape", async () => {
    const storage = await make().open();
    for (const key of ["../secrets.json", "abcdef01/../../x.jpeg", "/etc/passwd", "ABCDEF01/image_1.jpeg"]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow("Clave de foto inválida");
    }
    expect(await storage.listFolders()).toEqual([]);
  });

  it("keeps one whole version when several writers put the same key at once", async () => {
    const storage = await make().open();
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, i + 1));
    await Promise.all(versions.map((v) => storage.put("abcdef01/image_3.jpeg", v)));
    const got = await storage.get("abcdef01/image_3.jpeg");
    const bytes = Buffer.concat(await got!.stream.toArray());
    expect(versions.some((v) => v.equals(bytes))).toBe(true);
    expect(await storage.list("abcdef01")).toEqual(["abcdef01/image_3.jpeg"]);
  });

  it("keeps every file when many different keys are written at once", async () => {
    const storage = await make().open();
    const keys = Array.from({ length: 30 }, (_, i) => `abcdef01/image_${i + 1}.jpeg`);
    await Promise.all(keys.map((k) => storage.put(k, Buffer.from(k))));
    expect((await storage.list("abcdef01")).sort()).toEqual([...keys].sort());
  });

  it("tells a file's age and restarts it on touch", async () => {
    const storage = await make().open();
    await storage.put("abcdef01/image_1.jpeg", Buffer.from("uno"));
    const young = await storage.age("abcdef01/image_1.jpeg");
    expect(young).not.toBeNull();
    // Ages are compared with the sweep's grace (minutes): a store's second-resolution clock is fine.
    expect(young!).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await storage.age("abcdef01/image_1.jpeg")).toBeGreaterThanOrEqual(500);
    await storage.touch("abcdef01/image_1.jpeg");
    expect(await storage.age("abcdef01/image_1.jpeg")).toBeLessThan(1_000);
    expect(await text((await storage.get("abcdef01/image_1.jpeg"))!.stream)).toBe("uno");
  });

  it("says whether it can be written, and fails loudly when it disappears mid-run", async () => {
    const backend = make();
    const storage = await backend.open();
    await storage.assertWritable();
    await storage.put("abcdef01/image_1.jpeg", Buffer.from("uno"));
    expect(await storage.listFolders()).toEqual(["abcdef01"]);
    await backend.remove();
    await expect(storage.assertWritable()).rejects.toThrow();
    await expect(storage.put("abcdef01/image_2.jpeg", Buffer.from("dos"))).rejects.toThrow();
    // A read never makes up the file; on S3 the missing bucket is an error, on disk the file is simply gone.
    await storage.get("abcdef01/image_1.jpeg").then(
      (found) => expect(found).toBeNull(),
      (err) => expect(err).toBeInstanceOf(Error),
    );
    await backend.restore();
    await storage.assertWritable();
    await storage.put("abcdef01/image_2.jpeg", Buffer.from("dos"));
    expect(await storage.list("abcdef01")).toEqual(["abcdef01/image_2.jpeg"]);
  });
});
