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
