import { afterEach, describe, expect, it, vi } from "vitest";
import { periodicJob } from "./periodic.server.ts";

afterEach(() => vi.useRealTimers());

describe("periodicJob", () => {
  it("runs first after firstMs, then every everyMs; a failed run does not stop the next; stop ends it", async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const stop = periodicJob(
      "Prueba",
      async () => {
        runs.push(Date.now());
        if (runs.length === 2) throw new Error("falla forzada");
        return null;
      },
      { firstMs: 1_000, everyMs: 10_000 },
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs).toHaveLength(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(3);
  });
});
