// Whether a request carries a session cookie, read with the parse Better Auth's own session lookup uses (better-call's
// parseCookies, through ctx.getSignedCookie): the page cache, the Cache-Control policy and our session lookup ask
// this one question, so a request the session code could sign in is never treated as anonymous (issue 32, item 1).
import { parseCookies } from "better-call";

const PREFIXES = /^(__secure-|__host-)/i;
const bare = (name: string) => name.replace(PREFIXES, "").toLowerCase();

/**
 * True when the Cookie header holds anything that looks like the session cookie `name`: the parser's names, with a
 * `__Secure-`/`__Host-` prefix dropped and case ignored, compared with the name's. Looser than Better Auth on
 * purpose: it may send a stranger past the cache, never a staff member into it.
 */
export function carriesSessionCookie(cookieHeader: string | null | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  const wanted = bare(name);
  for (const key of parseCookies(cookieHeader).keys()) if (bare(key) === wanted) return true;
  return false;
}
