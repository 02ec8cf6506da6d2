// The page cache's memory bound in the running server (PAGE_CACHE_MB, decision 111) and the compression of the
// answers it does not keep (decision 195), on one database with a home page of twelve listings.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProperty, demoInput } from "../support/fixtures.ts";
import { type ServerDb, serverDatabase } from "../support/server-db.ts";
import { type ServerProcess, startProcess } from "../support/server-process.ts";
import { rawGet } from "../support/raw-get.ts";

let dataDir: string;
let sdb: ServerDb;
let bounded: ServerProcess;
let uncached: ServerProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-page-bounds-"));
  sdb = await serverDatabase(dataDir);
  for (let i = 1; i <= 12; i++) {
    await createProperty(sdb.db.kysely, demoInput({ name: `Casa número ${i} del barrio Las Acacias` }));
  }
  const env = { ...sdb.env, DATA_DIR: dataDir, SEED_DEMO: "false", WEB_CONCURRENCY: "1" };
  bounded = await startProcess({ ...env, PAGE_CACHE_MB: "1" });
  uncached = await startProcess({ ...env, PAGE_CACHE: "off" });
  await bounded.waitFor("Vitrina escuchando");
  await uncached.waitFor("Vitrina escuchando");
});
afterAll(async () => {
  await bounded?.stop();
  await uncached?.stop();
  await sdb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = rawGet;
const nonceOf = (page: string) => /nonce="([^"]+)"/.exec(page)?.[1];
/** The render an answer comes from: its request id (a cached page keeps its render's; each answer has its own
 * nonce, issue 32 item 8). */
const renderOf = (page: string) => /requestId\\",\\"([0-9a-f-]{36})/.exec(page)?.[1];
/** The page less its nonce: what two answers of one render share. */
const sameRender = (page: string) => page.replaceAll(nonceOf(page) ?? "\u0000", "NONCE");
const listingNames = (page: string) => [
  ...new Set([...page.matchAll(/Casa número (\d+) del barrio/g)].map((m) => m[1])),
];

describe("PAGE_CACHE_MB: the bound holds in the running server", () => {
  // Each order of the home is its own entry: ~110 KB of HTML plus its gzip and brotli, so 1 MB keeps a handful.
  const seeds = Array.from({ length: 12 }, (_, i) => `b${i + 10}`);
  const home = (seed: string) => `${bounded.url}/?orden=${seed}`;

  it("drops the least recently used pages once full, and renders them again, right, when asked", async () => {
    const first = new Map<string, string>();
    for (const seed of seeds) {
      const page = (await get(home(seed))).body.toString();
      expect(page.length).toBeGreaterThan(80_000);
      first.set(seed, page);
      // Kept: asked again at once, the same bytes (one render, one nonce).
      expect(sameRender((await get(home(seed))).body.toString())).toBe(sameRender(page));
    }
    const latest = seeds.at(-1)!;
    expect(sameRender((await get(home(latest))).body.toString())).toBe(sameRender(first.get(latest)!));

    const oldest = seeds[0];
    const again = (await get(home(oldest))).body.toString();
    expect(renderOf(again)).not.toBe(renderOf(first.get(oldest)!)); // rendered anew: it had been dropped
    expect(listingNames(again)).toEqual(listingNames(first.get(oldest)!));
    expect(listingNames(again).length).toBeGreaterThan(5);
    // Compressed copies of a page made again are that page.
    const gz = await get(home(oldest), { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(sameRender(zlib.gunzipSync(gz.body).toString())).toBe(sameRender(again));
  });
});

describe("the compression of pages the cache does not keep", () => {
  // The compression middleware compresses the page as React streams it (decision 256).
  const url = () => `${uncached.url}/?orden=abc12`;

  it("brotli for a browser: the page, a fraction of its size", async () => {
    const answer = await get(url(), { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers.etag).toBeUndefined(); // not from the page cache
    const page = zlib.brotliDecompressSync(answer.body);
    expect(page.toString()).toContain("del barrio Las Acacias");
    expect(page.toString()).toMatch(/<\/html>$/);
    expect(answer.body.length).toBeLessThan(page.length / 3);
  });

  it("gzip for a client without brotli, likewise", async () => {
    const answer = await get(url(), { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const page = zlib.gunzipSync(answer.body);
    expect(page.toString()).toContain("del barrio Las Acacias");
    expect(page.toString()).toMatch(/<\/html>$/);
    expect(answer.body.length).toBeLessThan(page.length / 3);
  });
});
