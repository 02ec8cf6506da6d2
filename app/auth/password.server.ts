// Password hashing for staff accounts: argon2id above the OWASP ASVS floor, and Better Auth's older scrypt
// hashes still verify (so existing accounts keep working).
import crypto from "node:crypto";
import { promisify } from "node:util";
import { verifyPassword as verifyBetterAuthScrypt } from "better-auth/crypto";

const argon2 = promisify(crypto.argon2);

/** RFC 9106's second recommended option with one lane: 64 MiB, 3 passes. About 250 ms here (docs/decisions). */
export const ARGON2_PARAMS = { memory: 65536, passes: 3, parallelism: 1 } as const;
const TAG_LENGTH = 32;

// PHC string format: $argon2id$v=19$m=65536,t=3,p=1$<salt>$<hash> (base64 without padding).
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

async function derive(password: string, salt: Buffer, p: { memory: number; passes: number; parallelism: number }) {
  return argon2("argon2id", { message: password, nonce: salt, tagLength: TAG_LENGTH, ...p });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await derive(password, salt, ARGON2_PARAMS);
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(key)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const m = PHC.exec(hash);
  if (!m) {
    // Better Auth's default format "salt:key" (hex scrypt).
    if (/^[0-9a-f]+:[0-9a-f]+$/i.test(hash)) return verifyBetterAuthScrypt({ hash, password });
    return false;
  }
  const [, memory, passes, parallelism, salt, expected] = m;
  const want = Buffer.from(expected, "base64");
  try {
    const got = await derive(password, Buffer.from(salt, "base64"), {
      memory: Number(memory),
      passes: Number(passes),
      parallelism: Number(parallelism),
    });
    return got.length === want.length && crypto.timingSafeEqual(got, want);
  } catch {
    return false; // parameters argon2 refuses: not a hash we wrote
  }
}

function b64(buf: Buffer): string {
  return buf.toString("base64").replace(/=+$/, "");
}
