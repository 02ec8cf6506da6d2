// Express-level protection for every request, including resource routes that React Router does not check:
// paths the router would rewrite are refused, the client IP for route code, the one origin policy for
// state-changing requests (CSRF), request-body limits, and the baseline security headers on every response.
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { CLIENT_IP_HEADER } from "../app/auth/client-ip.ts";
import { BODY_LIMITS, type BodyLimits, bodyLimitFor } from "../app/runtime/http/body-limits.ts";

export interface SecurityOptions {
  /** PUBLIC_URL: its origin is always accepted, beside the origin the request itself was sent to. */
  publicUrl: string;
  /** TRUST_PROXY: take the client IP from X-Forwarded-For's last hop (one proxy in front). */
  trustProxy: boolean;
  /** Largest request body in bytes per path prefix: the routes' own table (app/runtime/http/body-limits.ts) unless a test says. */
  bodyLimit?: BodyLimits;
}

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=()";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Overwrites the client-IP header with what the socket (or the trusted proxy) says. */
export function clientIpHeader() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const ip = (req.ip ?? req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    req.headers[CLIENT_IP_HEADER] = ip;
    next();
  };
}

/**
 * The path a request names when it is already what the router will match, or null when the router's URL parser
 * would rewrite it (`..`/`.` segments, `%2e` spellings of them, backslashes, a fragment, raw non-ASCII). Browsers
 * send paths already in this form, so only hand-made requests differ; refusing them keeps every path-based
 * decision in Express (body limits, caching) on the route that will answer (docs/decisions/081).
 */
export function routerPath(target: string): string | null {
  if (!target.startsWith("/")) return null;
  const rawPath = target.split("?")[0];
  // The same parse the Express adapter (@react-router/express) applies to req.originalUrl before matching routes.
  return new URL(`http://vitrina${target}`).pathname === rawPath ? rawPath : null;
}

export function canonicalPathOnly(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (routerPath(req.originalUrl) !== null) return next();
    const target = JSON.stringify(req.originalUrl);
    log.warn(`Solicitud ${req.method} rechazada: dirección no canónica ${target} desde ${req.ip}`);
    res.set("Connection", "close");
    // The app's error handler answers: the Spanish 400 page, or an empty body under /assets (server/errors.ts).
    next(Object.assign(new Error(`dirección no canónica ${target}`), { status: 400 }));
  };
}

/**
 * React Router's own action check, told the same policy: besides the request's own origin it accepts
 * PUBLIC_URL's host (what a reverse proxy that rewrites Host is reached at). Express's check below runs first
 * and is the stricter one (it compares scheme too), so the two never disagree about a browser's form.
 */
export function allowedActionOrigins(publicUrl: string): string[] {
  return [new URL(publicUrl).host];
}

/** Why a state-changing request must be refused as cross-site, or null when it may go on. */
export function crossSiteReason(
  req: { method: string; protocol: string; get(name: string): string | undefined },
  publicOrigin: string,
): string | null {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return null;
  if (req.get("sec-fetch-site") === "cross-site") return "Sec-Fetch-Site: cross-site";
  const origin = req.get("origin");
  // Browsers send Origin on every POST; a request without it is not a browser acting on a user's behalf.
  if (origin === undefined) return null;
  const own = `${req.protocol}://${req.get("host")}`;
  if (origin === own || origin === publicOrigin) return null;
  return `Origin ${origin}`;
}

export function sameOriginOnly(publicUrl: string, log: Logger) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const reason = crossSiteReason(req, publicOrigin);
    if (!reason) return next();
    log.warn(`Solicitud ${req.method} ${req.path} rechazada (${reason}) desde ${req.ip}`);
    res.status(403).type("text/plain; charset=utf-8").send("Solicitud rechazada: viene de otro sitio.");
  };
}

export function bodyLimit(limits: BodyLimits = BODY_LIMITS) {
  return (req: Request, res: Response, next: NextFunction) => {
    // Routes match case-insensitively; canonicalPathOnly has already refused paths the router reads differently.
    const max = bodyLimitFor(req.path, limits);
    const length = req.get("content-length");
    if (length === undefined) {
      // Node enforces Content-Length; a streamed body without it could be any size.
      if (req.get("transfer-encoding")) {
        return void res.status(411).type("text/plain; charset=utf-8").send("Falta el tamaño del contenido enviado.");
      }
      return next();
    }
    if (Number(length) > max) {
      res.set("Connection", "close");
      return void res.status(413).type("text/plain; charset=utf-8").send("El contenido enviado es demasiado grande.");
    }
    next();
  };
}

/** Baseline headers for every response (documents also get CSP in entry.server.tsx). */
export function baselineHeaderList(https: boolean): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // No feature of the site uses these; an injected script or a framed map cannot ask for them either.
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** Sets the baseline headers on every answer of the Express app just before its headers go; never set twice. */
export function baselineHeaders(https: boolean) {
  const headers = baselineHeaderList(https);
  return (_req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of headers) if (!this.hasHeader(name)) this.setHeader(name, value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
