import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateDemoPassword, loadOrCreateSecrets } from "./secrets.server.ts";

describe("demo secrets", () => {
  it("are generated once into DATA_DIR, private, and reused on the next start", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-secrets-"));
    try {
      const first = loadOrCreateSecrets(dir, {});
      expect(first.authSecret.length).toBeGreaterThanOrEqual(40);
      expect(fs.statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
      expect(loadOrCreateSecrets(dir, {})).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are the same for processes that start at once on one DATA_DIR, and none stops on a half-written file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-secrets-"));
    const module = path.join(import.meta.dirname, "secrets.server.ts");
    const script = `const { loadOrCreateSecrets } = await import(${JSON.stringify(module)});
      process.stdout.write(loadOrCreateSecrets(process.argv[1], {}).authSecret);`;
    const run = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir]);
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.stderr.on("data", (d) => (out += d));
        child.on("close", (code) => resolve({ code, out }));
      });
    try {
      for (let round = 0; round < 3; round++) {
        fs.rmSync(path.join(dir, "secrets.json"), { force: true });
        const results = await Promise.all(Array.from({ length: 6 }, run));
        expect(results.map((r) => r.code)).toEqual(Array(6).fill(0));
        expect(new Set(results.map((r) => r.out)).size).toBe(1);
        expect(JSON.parse(fs.readFileSync(path.join(dir, "secrets.json"), "utf8")).authSecret).toBe(results[0].out);
      }
      expect(fs.readdirSync(dir)).toEqual(["secrets.json"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("come from BETTER_AUTH_SECRET when it is set", () => {
    expect(loadOrCreateSecrets("/nonexistent", { BETTER_AUTH_SECRET: "x".repeat(40) }).authSecret).toBe("x".repeat(40));
  });
});

describe("demo staff password", () => {
  it("is generated once (16 characters), kept beside the auth secret, and reused", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-secrets-"));
    try {
      const { authSecret } = loadOrCreateSecrets(dir, {});
      const password = loadOrCreateDemoPassword(dir);
      expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(loadOrCreateDemoPassword(dir)).toBe(password);
      expect(loadOrCreateSecrets(dir, {})).toEqual({ authSecret });
      expect(fs.statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
