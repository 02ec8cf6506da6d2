// Serving a stored feed by the portals' download rules, and keeping it in step with the catalogue: HEAD, gzip,
// 304, 503 before the first build, the last good file after a failed one (issue 37).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../../tests/support/fixtures.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { xsdErrors } from "../../tests/support/xsd.ts";
import { insertPhotos } from "../properties/commands.server.ts";
import { feedContext } from "./build.server.ts";
import type { PortalFeed } from "./portal-feed.ts";
import { feedRefresher } from "./refresh.server.ts";
import { feedResponse } from "./serve.server.ts";
import { readFeedFailure, readStoredFeed } from "./store.server.ts";
import { trovitFeed } from "./trovit.ts";

const ctx = feedContext({ PUBLIC_URL: "https://inmo.example" }, "Inmobiliaria");
const FILE = "trovit.xml";
const get = (dir: string, headers: Record<string, string> = {}, method = "GET") =>
  feedResponse(new Request(`https://inmo.example/feeds/${FILE}`, { method, headers }), dir, FILE);

let db: TestDb;
let dir: string;
let listing: string;
beforeAll(async () => {
  db = await createTestDb();
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-feeds-")), "feeds");
  listing = await createProperty(db.kysely, demoInput({ name: "Casa del feed" }), [
    { n: 1, width: 2400, height: 1600 },
  ]);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

/** Something public changed (what a save does): the site version moves. */
const touch = (name: string) =>
  db.kysely
    .updateTable("properties")
    .set({ name, updated_at: new Date().toISOString() })
    .where("id", "=", listing)
    .execute();

describe(`feed files and their HTTP answer (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("answers 503 until the first complete file exists", async () => {
    const res = get(dir);
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("60");
  });

  it("serves the built file: XML on GET and HEAD, gzip when asked, 304 on a matching ETag or date", async () => {
    await feedRefresher(db.kysely, dir, async () => ctx, [trovitFeed]).refresh();
    const res = get(dir);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const body = await res.text();
    expect(body).toContain("<![CDATA[Casa del feed]]>");
    expect(xsdErrors(body, "trovit-homes.xsd")).toEqual([]);
    const etag = res.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const head = get(dir, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(head.headers.get("Content-Length")).toBe(String(Buffer.byteLength(body)));
    expect(head.body).toBeNull();

    const gz = get(dir, { "Accept-Encoding": "br, gzip;q=0.8" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(body);
    expect(get(dir, { "Accept-Encoding": "gzip;q=0" }).headers.get("Content-Encoding")).toBeNull();

    expect(get(dir, { "If-None-Match": `"otro", W/${etag}` }).status).toBe(304);
    expect(get(dir, { "If-Modified-Since": res.headers.get("Last-Modified")! }).status).toBe(304);
    expect(get(dir, { "If-None-Match": '"otro"' }).status).toBe(200);

    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, f)).mode & 0o777, f).toBe(0o600);
  });

  it("builds again only after a change, with a new ETag", async () => {
    const refresher = feedRefresher(db.kysely, dir, async () => ctx, [trovitFeed]);
    const before = readStoredFeed(dir, FILE)!;
    await refresher.refresh();
    expect(readStoredFeed(dir, FILE)!.builtAt).toBe(before.builtAt);
    await touch("Casa del feed, renovada");
    await refresher.refresh();
    const after = readStoredFeed(dir, FILE)!;
    expect(after.etag).not.toBe(before.etag);
    expect(await get(dir).text()).toContain("Casa del feed, renovada");
  });

  it("a changed photo gets a new URL in the feed (a new photo number; numbers are never reused)", async () => {
    const refresher = feedRefresher(db.kysely, dir, async () => ctx, [trovitFeed]);
    // Replacing a photo is removing it and uploading the new bytes, which get the listing's next number.
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom("property_photos").where("property_id", "=", listing).execute();
      await insertPhotos(trx, listing, [{ n: 2, width: 2400, height: 1600 }], new Date().toISOString());
    });
    await refresher.refresh();
    const body = await get(dir).text();
    expect(body).toContain(`https://inmo.example/media/${listing}/image_2.jpeg`);
    expect(body).not.toContain(`/media/${listing}/image_1.jpeg`);
  });

  it("keeps serving the last good file when a build fails, and records why", async () => {
    const good = await get(dir).text();
    const etag = readStoredFeed(dir, FILE)!.etag;
    const broken: PortalFeed = {
      ...trovitFeed,
      entry: () => {
        throw new Error("falla forzada");
      },
    };
    await touch("Cambio que no llega");
    await feedRefresher(db.kysely, dir, async () => ctx, [broken]).refresh();
    const res = get(dir);
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toBe(etag);
    expect(await res.text()).toBe(good);
    expect(readFeedFailure(dir, FILE)?.message).toBe("falla forzada");
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);

    // With no good file yet, a failed build leaves 503, never an empty or partial feed.
    const fresh = path.join(path.dirname(dir), "otro");
    await feedRefresher(db.kysely, fresh, async () => ctx, [broken]).refresh();
    expect(get(fresh).status).toBe(503);

    // The next good build clears the failure.
    await feedRefresher(db.kysely, dir, async () => ctx, [trovitFeed]).refresh();
    expect(readFeedFailure(dir, FILE)).toBeNull();
    expect(await get(dir).text()).toContain("Cambio que no llega");
  });
});
