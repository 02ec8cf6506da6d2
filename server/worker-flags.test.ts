import { describe, expect, it } from "vitest";
import { WORKER_V8_FLAGS, workerExecArgv } from "./worker-flags.ts";

describe("workerExecArgv", () => {
  it("adds the heap sizes after the primary's own options", () => {
    expect(workerExecArgv(["--enable-source-maps"])).toEqual(["--enable-source-maps", ...WORKER_V8_FLAGS]);
  });

  it("keeps the operator's sizes, from NODE_OPTIONS or the command line, in either spelling", () => {
    expect(workerExecArgv([], "--max-old-space-size=4096")).toEqual(["--max-semi-space-size=4"]);
    expect(workerExecArgv(["--max_semi_space_size=8"], "")).toEqual([
      "--max_semi_space_size=8",
      "--max-old-space-size=1024",
    ]);
    expect(workerExecArgv([], " --max-semi-space-size=16  --max-old-space-size=2048 ")).toEqual([]);
  });
});
