// Secrets the demo needs, generated on first start and kept in DATA_DIR (never in the repository).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface Secrets {
  authSecret: string;
}

export function loadOrCreateSecrets(dataDir: string, env: Record<string, string | undefined>): Secrets {
  if (env.BETTER_AUTH_SECRET) return { authSecret: env.BETTER_AUTH_SECRET };
  const file = path.join(dataDir, "secrets.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = { authSecret: crypto.randomBytes(32).toString("base64url") };
  // wx: if two processes start at once, only one writes; the other reads what was written.
  try {
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return JSON.parse(fs.readFileSync(file, "utf8"));
    throw err;
  }
  return secrets;
}
