// The page cache's featured-order pool as the running server uses it (decision 111), with a clock the test
// moves: visits without `orden` share a few cached orders, and after the renewal period get new ones. The cache
// stands in front of an Express app as in server/app.ts: hits are answered before it, misses rendered through it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { POOL_SEED_HEADER } from "../app/properties/order-seed.ts";
import { inFrontOf, pageCache } from "./page-cache.ts";

let now = 1_000_000;
let renders = 0;
let server: http.Server;
let answered = 0;
let base = "";

beforeAll(async () => {
  const app = express();
  const cache = pageCache({
    siteVersion: async () => 1,
    build: "b1",
    maxBytes: 8 * 1024 * 1024,
    sessionCookie: "sesion",
    seeds: { size: 4, renewMs: 5 * 60_000, now: () => now },
  });
  app.use(cache.fill);
  // The home as the catalogue loader renders it: its order is the pool's seed it was handed.
  app.get("/", (req, res) => {
    renders++;
    res.type("html").send(`<!DOCTYPE html><p>orden ${req.get(POOL_SEED_HEADER)}</p><p>render ${renders}</p>`);
  });
  const fail = (err: unknown) => {
    throw err;
  };
  server = http.createServer(inFrontOf(cache, app, () => answered++, fail)).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The order each visit got, and which render answered it. */
async function visits(n: number): Promise<Array<{ seed: string; render: string }>> {
  const seen = [];
  for (let i = 0; i < n; i++) {
    const page = await (await fetch(`${base}/`)).text();
    seen.push({ seed: /orden (\w+)/.exec(page)![1], render: /render (\d+)/.exec(page)![1] });
  }
  return seen;
}

it("hands visits the pool's few orders, each rendered once, and new ones after the renewal period", async () => {
  const first = await visits(60);
  const firstSeeds = new Set(first.map((v) => v.seed));
  expect(firstSeeds.size).toBe(4);
  // Each order rendered once and then served from memory, in front of the app.
  expect(renders).toBe(4);
  expect(answered).toBe(56);
  for (const seed of firstSeeds)
    expect(new Set(first.filter((v) => v.seed === seed).map((v) => v.render)).size).toBe(1);

  now += 5 * 60_000 - 1; // just before the renewal: the same pool
  expect(new Set((await visits(30)).map((v) => v.seed))).toEqual(firstSeeds);
  expect(renders).toBe(4);

  now += 1; // renewal: a new pool, whose pages are rendered afresh
  const second = await visits(60);
  const secondSeeds = new Set(second.map((v) => v.seed));
  expect(secondSeeds.size).toBe(4);
  expect([...secondSeeds].filter((s) => firstSeeds.has(s))).toEqual([]);
  expect(renders).toBe(8);
});
