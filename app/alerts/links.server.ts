// The signed links an alert e-mail carries, as absolute URLs on the site's public address.
import { type Locale, localizedPath } from "../i18n/locale.ts";
import { CONFIRM_VALID_MS, signToken, type TokenPurpose } from "./tokens.server.ts";

export const ALERT_PATHS: Record<TokenPurpose, string> = {
  confirm: "/avisos/confirmar",
  manage: "/avisos/gestionar",
  unsubscribe: "/avisos/baja",
};

export interface LinkContext {
  publicUrl: string;
  secret: string;
}

export function alertLink(
  ctx: LinkContext,
  purpose: TokenPurpose,
  subject: string,
  locale: Locale,
  now = new Date(),
): string {
  const expires = purpose === "confirm" ? now.getTime() + CONFIRM_VALID_MS : 0;
  const token = signToken(ctx.secret, purpose, subject, expires);
  return `${ctx.publicUrl}${localizedPath(ALERT_PATHS[purpose], locale)}?t=${token}`;
}
