import { spawnSync } from "node:child_process";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { CLAIM_OWNER, ownerIsGone } from "./claims.server.ts";

describe("claim owners", () => {
  const host = os.hostname();

  it("are gone when they were this host's processes that no longer run", () => {
    expect(ownerIsGone(`${host}|${process.pid}|0000aaaa0000`)).toBe(true); // a restart that kept the pid
    const finished = spawnSync(process.execPath, ["-e", "0"]).pid!;
    expect(ownerIsGone(`${host}|${finished}|0000aaaa0000`)).toBe(true);
  });

  it("are not gone when alive, this very process, on another host, or unreadable", () => {
    expect(ownerIsGone(CLAIM_OWNER)).toBe(false);
    expect(ownerIsGone(`${host}|${process.ppid}|0000aaaa0000`)).toBe(false); // a live sibling: the heartbeat decides
    expect(ownerIsGone(`otra-maquina|${process.pid}|0000aaaa0000`)).toBe(false);
    expect(ownerIsGone("cualquier cosa")).toBe(false);
  });
});
