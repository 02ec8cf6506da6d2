// Photos of a draft or a trashed listing (issue 32, item 6): staff see them, never cached by anyone; visitors get the
// 404 of a photo that does not exist; once the listing is public they are cached for good.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { photoFileNames } from "../../app/photos/variants.ts";
import { dashboardHttp } from "../support/dashboard-http.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { makeJpeg } from "../support/images.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";

let dataDir: string;
let sdb: ServerDb;
let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-hidden-photos-"));
  sdb = await serverDatabase(dataDir);
  server = await startProcess({ ...sdb.env, DATA_DIR: dataDir, SEED_DEMO: "false", WEB_CONCURRENCY: "1" });
  await server.waitFor("Vitrina escuchando");
  cookie = (await dashboardHttp(server.url, dataDir, sdb.db)).cookie;
});
afterAll(async () => {
  await server?.stop();
  await sdb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A listing with one stored photo; returns the photo's URL path. */
async function listingWithPhoto(options: { draft?: boolean } = {}) {
  const id = await createProperty(sdb.db.kysely, demoInput(), [{ n: 1, width: 1600, height: 1200 }], options);
  const file = photoFileNames(1)[0];
  await diskStorage(path.join(dataDir, "photos")).put(`${id}/${file}`, await makeJpeg(320, 240));
  return { id, url: `${server.url}/media/${id}/${file}` };
}
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe("photos of listings visitors cannot see", () => {
  it("a draft's: staff only and uncached; public and immutable once published", async () => {
    const { id, url } = await listingWithPhoto({ draft: true });
    const visitor = await get(url);
    expect(visitor.status).toBe(404);
    expect(visitor.headers.get("cache-control")).toBe("no-store");
    const staff = await get(url, { cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    await sdb.db.kysely.updateTable("properties").set({ draft: false }).where("id", "=", id).execute();
    const published = await get(url);
    expect(published.status).toBe(200);
    expect(published.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a trashed listing's: staff only and uncached", async () => {
    const { id, url } = await listingWithPhoto();
    expect((await get(url)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await sdb.db.kysely
      .updateTable("properties")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await get(url)).status).toBe(404);
    const staff = await get(url, { cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
  });
});
