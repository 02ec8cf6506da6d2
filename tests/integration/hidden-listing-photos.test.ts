import path from "node:path";
import { describe, expect, it } from "vitest";
import { diskStorage } from "../../app/photos/storage.server.ts";
import { photoFileNames } from "../../app/photos/variants.ts";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { makeJpeg } from "../support/images.ts";
import { signedInServer } from "../support/signed-in-server.ts";

const site = signedInServer("vitrina-hidden-photos-");

/** A listing with one stored photo; returns the photo's URL path. */
async function listingWithPhoto(options: { draft?: boolean } = {}) {
  const id = await createProperty(site.sdb.db.kysely, demoInput(), [{ n: 1, width: 1600, height: 1200 }], options);
  const file = photoFileNames(1)[0];
  await diskStorage(path.join(site.dataDir, "photos")).put(`${id}/${file}`, await makeJpeg(320, 240));
  return { id, url: `${site.server.url}/media/${id}/${file}` };
}
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe("photos of listings visitors cannot see", () => {
  it("a draft's: staff only and uncached; public and immutable once published", async () => {
    const { id, url } = await listingWithPhoto({ draft: true });
    const visitor = await get(url);
    expect(visitor.status).toBe(404);
    expect(visitor.headers.get("cache-control")).toBe("no-store");
    const staff = await get(url, { cookie: site.cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    await site.sdb.db.kysely.updateTable("properties").set({ draft: false }).where("id", "=", id).execute();
    const published = await get(url);
    expect(published.status).toBe(200);
    expect(published.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a trashed listing's: staff only and uncached", async () => {
    const { id, url } = await listingWithPhoto();
    expect((await get(url)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await site.sdb.db.kysely
      .updateTable("properties")
      .set({ deleted_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await get(url)).status).toBe(404);
    const staff = await get(url, { cookie: site.cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
  });
});
