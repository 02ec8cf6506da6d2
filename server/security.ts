// Express-level protection for every request, including resource routes that React Router does not check:
// the client IP for route code, a same-origin check on state-changing requests (CSRF), request-body limits,
// and the baseline security headers on every response.
import type { NextFunction, Request, Response } from "express";
import { CLIENT_IP_HEADER } from "../app/auth/client-ip.ts";

export interface SecurityOptions {
  /** PUBLIC_URL: its origin is always accepted, beside the origin the request itself was sent to. */
  publicUrl: string;
  /** TRUST_PROXY: take the client IP from X-Forwarded-For's last hop (one proxy in front). */
  trustProxy: boolean;
  /** Largest request body in bytes; `routes` raise it for given path prefixes (e.g. photo uploads). */
  bodyLimit?: { defaultBytes: number; routes?: Array<{ prefix: string; bytes: number }> };
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Overwrites the client-IP header with what the socket (or the trusted proxy) says. */
export function clientIpHeader() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const ip = (req.ip ?? req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
    req.headers[CLIENT_IP_HEADER] = ip;
    next();
  };
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

export function sameOriginOnly(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    const reason = crossSiteReason(req, publicOrigin);
    if (!reason) return next();
    console.warn(`Solicitud ${req.method} ${req.path} rechazada (${reason}) desde ${req.ip}`);
    res.status(403).type("text/plain; charset=utf-8").send("Solicitud rechazada: viene de otro sitio.");
  };
}

export function bodyLimit(limits: NonNullable<SecurityOptions["bodyLimit"]>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const route = limits.routes?.find((r) => req.path.startsWith(r.prefix));
    const max = route?.bytes ?? limits.defaultBytes;
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

/** Baseline headers for every response (documents also get CSP in entry.server.tsx); never set twice. */
export function baselineHeaders(https: boolean) {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return (_req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of headers) if (!this.hasHeader(name)) this.setHeader(name, value);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
