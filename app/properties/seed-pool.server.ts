// The pool of featured-order seeds handed to visits that bring none (decision 111): few enough that their pages are
// cached, renewed every few minutes and picked at random per visit, so the order stays unpredictable. One pool per
// process, shared by the page cache and the catalogue's loaders (docs/decisions/236): a visit the page cache does
// not answer (a signed-in one, PAGE_CACHE=off) still gets a pooled seed, whose results are kept until a change.
import crypto from "node:crypto";
import { singleton } from "../runtime/process/singleton.server.ts";
import { ORDER_PRIME } from "./order-seed.ts";

export interface SeedPoolOptions {
  size?: number;
  renewMs?: number;
  now?: () => number;
}

export function seedPool({ size = 32, renewMs = 5 * 60_000, now = Date.now }: SeedPoolOptions = {}) {
  let seeds: string[] = [];
  let renewAt = 0;
  return {
    /** One seed of the current pool, as the URL writes it (order-seed.ts's base 36). */
    pick(): string {
      const t = now();
      if (t >= renewAt) {
        seeds = Array.from({ length: size }, () => crypto.randomInt(1, ORDER_PRIME).toString(36));
        renewAt = t + renewMs;
      }
      return seeds[crypto.randomInt(seeds.length)];
    },
  };
}

/** The process's pool: the page cache and the loaders draw from the same seeds. */
export function visitSeedPool(): ReturnType<typeof seedPool> {
  return singleton("seed-pool", () => seedPool());
}
