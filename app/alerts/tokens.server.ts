// Signed links of the alert e-mails (issue 36): confirm a search, manage an address's searches, unsubscribe one.
// An HMAC over the purpose, the subject and the expiry, keyed from the app secret: no login, nothing stored.
import crypto from "node:crypto";

export type TokenPurpose = "confirm" | "manage" | "unsubscribe";

/** A confirmation link works this long; unconfirmed searches are forgotten after it. */
export const CONFIRM_VALID_MS = 7 * 24 * 3_600_000;

export type TokenCheck = { ok: true; subject: string } | { ok: false; reason: "invalid" | "expired" };

const keyOf = (secret: string) => crypto.createHmac("sha256", secret).update("vitrina saved-search links").digest();

function mac(secret: string, body: string): string {
  return crypto.createHmac("sha256", keyOf(secret)).update(body).digest("base64url");
}

/** `subject` is a search id (confirm, unsubscribe) or an address (manage); `expiresAt` 0 for links that last. */
export function signToken(secret: string, purpose: TokenPurpose, subject: string, expiresAt = 0): string {
  const body = Buffer.from(JSON.stringify([purpose, subject, expiresAt])).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

export function verifyToken(secret: string, token: string | null, purpose: TokenPurpose, now = new Date()): TokenCheck {
  const [body, sig, extra] = (token ?? "").split(".");
  if (!body || !sig || extra !== undefined || token!.length > 1000) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    return { ok: false, reason: "invalid" };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(parts) || parts[0] !== purpose || typeof parts[1] !== "string" || typeof parts[2] !== "number")
    return { ok: false, reason: "invalid" };
  if (parts[2] !== 0 && parts[2] < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subject: parts[1] };
}
