// docs/deploy.md's nginx block keeps photos (decision 117): the first request for a photo reaches Vitrina, which
// decides whether it is public; nginx answers the next ones from its own cache with the app's headers, and never
// keeps a photo the app refused (an upload not yet saved into its listing).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { insertPhotos } from "../../../app/properties/commands.server.ts";
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { makeWebp } from "../../support/images.ts";
import { documentedNginx, startProxiedSite } from "../../support/proxied-site.ts";
import { httpsRequest } from "../../support/reverse-proxy.ts";

test("behind nginx a photo is answered from nginx's cache with the app's headers; an unsaved one never", async () => {
  test.setTimeout(90_000);
  const site = await startProxiedSite(documentedNginx);
  try {
    const db = site.db.kysely;
    const id = await createProperty(db, demoInput({ name: "Casa con foto" }));
    await db.transaction().execute((trx) => insertPhotos(trx, id, [{ n: 1, width: 800, height: 600 }], "2026-01-01"));
    const dir = path.join(site.app.dataDir, "photos", id);
    fs.mkdirSync(dir, { recursive: true });
    const photo = await makeWebp(800, 600);
    fs.writeFileSync(path.join(dir, "image_1-800.webp"), photo);
    fs.writeFileSync(path.join(dir, "image_2-800.webp"), photo);
    // Photo 2 belongs to a form not yet saved (decision 087).
    await db
      .insertInto("photo_uploads")
      .values({
        ...{ id: "e".repeat(32), property_id: id, n: 2, file_name: "nueva.jpg", status: "ready" as const },
        ...{ width: 800, height: 600, created_at: new Date().toISOString() },
      })
      .execute();

    const get = (file: string) => httpsRequest(`${site.url}/media/${id}/${file}`, { ca: site.proxy.ca });
    const first = await get("image_1-800.webp");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache-status"]).toBe("MISS");
    // The app no longer has the file: the next answers can only come from nginx's cache.
    fs.rmSync(path.join(dir, "image_1-800.webp"));
    const second = await get("image_1-800.webp");
    expect(second.status).toBe(200);
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.headers["content-type"]).toBe("image/webp");
    expect(second.headers["content-length"]).toBe(String(photo.length));
    expect(second.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

    for (let i = 0; i < 2; i++) {
      const unsaved = await get("image_2-800.webp");
      expect(unsaved.status).toBe(404);
      expect(unsaved.headers["x-cache-status"]).not.toBe("HIT");
      expect(unsaved.headers["cache-control"]).toBe("no-store");
    }
  } finally {
    await site.stop();
  }
});
