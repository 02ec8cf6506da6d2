// Secrets the demo needs, generated on first start and kept in DATA_DIR (never in the repository).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ownerOnlyDir } from "./owner-only.server.ts";

export interface Secrets {
  authSecret: string;
}

/** `text` written whole and owner-only beside `file`, under this process's own name; the caller moves it into place. */
function privateTemp(file: string, text: string): string {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text, { mode: 0o600 });
  return tmp;
}

export function loadOrCreateSecrets(dataDir: string, env: Record<string, string | undefined>): Secrets {
  if (env.BETTER_AUTH_SECRET) return { authSecret: env.BETTER_AUTH_SECRET };
  const file = path.join(dataDir, "secrets.json");
  try {
    return { authSecret: (JSON.parse(fs.readFileSync(file, "utf8")) as Secrets).authSecret };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  ownerOnlyDir(dataDir);
  const secrets: Secrets = { authSecret: crypto.randomBytes(32).toString("base64url") };
  // Two processes may start at once on one DATA_DIR. The file is written whole under a name of this process's own,
  // then linked into place: it appears complete or not at all (an exclusive create left it empty for a moment, and
  // a process starting beside it read that and stopped), and only the first link succeeds; the other reads it.
  const tmp = privateTemp(file, JSON.stringify(secrets));
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return JSON.parse(fs.readFileSync(file, "utf8"));
    throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return secrets;
}

/**
 * The demo staff account's password: generated once (16 characters, the sign-in form's maximum) and kept in
 * DATA_DIR/secrets.json beside the auth secret, so the server can print it on every start.
 */
export function loadOrCreateDemoPassword(dataDir: string): string {
  const file = path.join(dataDir, "secrets.json");
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  if (typeof stored.demoPassword === "string") return stored.demoPassword;
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const demoPassword = Array.from({ length: 16 }, () => alphabet[crypto.randomInt(alphabet.length)]).join("");
  ownerOnlyDir(dataDir);
  fs.renameSync(privateTemp(file, JSON.stringify({ ...stored, demoPassword })), file);
  return demoPassword;
}
