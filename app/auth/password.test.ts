import { describe, expect, it } from "vitest";
import { hashPassword as betterAuthDefaultHash } from "better-auth/crypto";
import { ARGON2_PARAMS, hashPassword, verifyPassword } from "./password.server.ts";

describe("password hashing", () => {
  it("hashes with argon2id at or above OWASP ASVS (m ≥ 19 MiB, t ≥ 2) and verifies", async () => {
    const hash = await hashPassword("clave-segura1");
    const [, alg, , params] = hash.split("$");
    expect(alg).toBe("argon2id");
    const m = Number(/m=(\d+)/.exec(params)![1]);
    const t = Number(/t=(\d+)/.exec(params)![1]);
    expect(m).toBeGreaterThanOrEqual(19 * 1024);
    expect(t).toBeGreaterThanOrEqual(2);
    expect(m).toBe(ARGON2_PARAMS.memory);
    expect(await verifyPassword({ hash, password: "clave-segura1" })).toBe(true);
    expect(await verifyPassword({ hash, password: "clave-segura2" })).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("misma-clave")).not.toBe(await hashPassword("misma-clave"));
  });

  it("still verifies Better Auth's default scrypt hashes", async () => {
    const legacy = await betterAuthDefaultHash("clave-vieja1");
    expect(await verifyPassword({ hash: legacy, password: "clave-vieja1" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "clave-nueva1" })).toBe(false);
  });

  it("refuses malformed hashes", async () => {
    expect(await verifyPassword({ hash: "", password: "x" })).toBe(false);
    expect(await verifyPassword({ hash: "$argon2id$v=19$m=1,t=1,p=1$$", password: "x" })).toBe(false);
  });
});
