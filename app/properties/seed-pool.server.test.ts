import { expect, it } from "vitest";
import { parseSeed } from "./order-seed.ts";
import { seedPool } from "./seed-pool.server.ts";

it("hands out valid seeds from a pool of 32, renewed after its time", () => {
  let now = 0;
  const pool = seedPool({ size: 32, renewMs: 1000, now: () => now });
  const first = new Set(Array.from({ length: 2000 }, () => pool.pick()));
  expect(first.size).toBe(32);
  for (const s of first) expect(parseSeed(s)).not.toBeNull();
  now = 1000;
  const second = new Set(Array.from({ length: 2000 }, () => pool.pick()));
  expect([...second].filter((s) => first.has(s)).length).toBeLessThan(3);
});
