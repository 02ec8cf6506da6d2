// Who may keep a copy of an answer (docs/decisions/080): nothing a signed-in user or a cookie-setting answer
// gets is ever stored; anonymous pages must be revalidated; a route that declares its answer public keeps that.
import type { NextFunction, Request, Response } from "express";
import { carriesSessionCookie } from "../app/auth/session-cookie.ts";

export const SIGNED_IN = "private, no-store";
export const ANONYMOUS = "no-cache";

/** The Cache-Control an answer leaves with, given what the route set and who asked. */
export function cacheControlFor(answer: { routeSet?: string; setsCookie: boolean; signedIn: boolean }): string {
  // A Set-Cookie stored by a shared cache would hand one visitor's cookie to the next.
  if (answer.setsCookie) return SIGNED_IN;
  // `public` is a route's statement that everyone gets the same bytes (photos, robots.txt, sitemap).
  if (answer.routeSet && /(^|,)\s*public\b/i.test(answer.routeSet)) return answer.routeSet;
  // The session decides what every other answer holds (staff bar, previews, dashboard data).
  if (answer.signedIn) return SIGNED_IN;
  return answer.routeSet ?? ANONYMOUS;
}

/** Sets Cache-Control on every answer just before its headers are sent, whichever layer produced it. */
export function cachePolicy(sessionCookie: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const signedIn = carriesSessionCookie(req.get("cookie"), sessionCookie);
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      const routeSet = this.getHeader("cache-control");
      const value = cacheControlFor({
        routeSet: routeSet === undefined ? undefined : String(routeSet),
        setsCookie: this.hasHeader("set-cookie"),
        signedIn,
      });
      this.setHeader("Cache-Control", value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
