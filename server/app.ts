// The server's request listener. The public page cache (server/page-cache.ts) answers its hits in front of
// Express (decision 269); everything else goes through the Express app: the request id and log line
// (server/request-log.ts), security middleware (server/security.ts), the cache policy, compression, the cache's
// renders of misses, hashed static assets, the React Router handler, and the Spanish error page for whatever fails
// before or outside it (server/errors.ts).
import fs from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import express from "express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { sessionCookieName } from "../app/auth/session-cookie-name.ts";
import { cachePolicy } from "./cache-policy.ts";
import { inFrontOf, pageCache, type PageCacheOptions } from "./page-cache.ts";
import { createRequestHandler } from "@react-router/express";
import { streamedCompression } from "./streamed-compression.ts";
import { allowedMethodsOnly, errorPages, type ErrorPage } from "./errors.ts";
import { type RequestLogging, requestLog, startRequest } from "./request-log.ts";
import {
  allowedActionOrigins,
  baselineHeaderList,
  baselineHeaders,
  canonicalPathOnly,
  bodyLimit,
  clientIpHeader,
  sameOriginOnly,
  type SecurityOptions,
} from "./security.ts";

export interface AppSource {
  /** The server build, or (dev) a getter for the latest one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves the browser's files (builtAssets, or Vite's dev middleware). */
  assets: RequestHandler[];
  /** The Spanish error page for failures outside React Router (app/runtime/http/error-page.server.tsx). */
  errorPage: ErrorPage;
  /** The app's logger and request context (app/log/), from the server build. */
  logging: RequestLogging;
  /** The cache of public pages (server/page-cache.ts); none in development or with PAGE_CACHE=off. */
  pageCache?: Omit<PageCacheOptions, "sessionCookie">;
}

/**
 * The production build's browser files: fingerprinted assets cached forever, the rest for an hour. The build does
 * not change while it is served, so the top-level names are listed once: a page request then costs no `stat` and
 * no "not found" error object in the static middleware (6% of an uncached render's CPU, decision 114).
 */
export function builtAssets(clientDir: string): RequestHandler[] {
  const topLevel = new Set(fs.readdirSync(clientDir).map((name) => `/${name}`));
  const files = express.static(clientDir, { maxAge: "1h", index: false });
  return [
    // Vite fingerprints everything under /assets: safe to cache forever.
    express.Router().use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
      }),
    ),
    (req, res, next) => {
      const first = req.path.indexOf("/", 1);
      const top = first < 0 ? req.path : req.path.slice(0, first);
      if (topLevel.has(top)) return files(req, res, next);
      next();
    },
  ];
}

export function createApp(source: AppSource, security: SecurityOptions): RequestListener {
  const app = express();
  const https = security.publicUrl.startsWith("https://");
  const cache = source.pageCache
    ? pageCache({ ...source.pageCache, sessionCookie: sessionCookieName(security.publicUrl) })
    : undefined;
  app.disable("x-powered-by");
  // With TRUST_PROXY, one proxy in front: req.ip and req.protocol come from its X-Forwarded-* headers.
  app.set("trust proxy", security.trustProxy ? 1 : false);
  // First: everything after it, React Router included, runs inside the request's context.
  app.use(requestLog(source.logging, security.trustProxy));
  app.use(baselineHeaders(https));
  app.use(cachePolicy(sessionCookieName(security.publicUrl)));
  app.use(canonicalPathOnly(source.logging.log));
  app.use(clientIpHeader());
  app.use(sameOriginOnly(security.publicUrl, source.logging.log));
  app.use(bodyLimit(security.bodyLimit));
  app.use(streamedCompression());
  // After compression: cached answers carry their own Content-Encoding, which compression passes through.
  if (cache) app.use(cache.fill);

  for (const handler of source.assets) app.use(handler);

  // One origin policy: React Router's action check accepts PUBLIC_URL like ours does (docs/decisions/081).
  const allowed = allowedActionOrigins(security.publicUrl);
  const { build } = source;
  const routerBuild =
    typeof build === "function"
      ? async () => ({ ...(await build()), allowedActionOrigins: allowed })
      : { ...build, allowedActionOrigins: allowed };
  app.all("/{*splat}", allowedMethodsOnly(), createRequestHandler({ build: routerBuild }));
  app.use(errorPages(source.errorPage, source.logging.log));
  if (!cache) return app;

  // A hit gets what the middleware above would give it: its id and log line, the baseline headers; the page's
  // Cache-Control is the policy's anonymous one, kept with the page.
  const { log } = source.logging;
  const baseline = baselineHeaderList(https);
  return inFrontOf(
    cache,
    app,
    (req, res) => {
      startRequest(log, security.trustProxy, req, res);
      for (const [name, value] of baseline) res.setHeader(name, value);
    },
    (err) => log.error({ err }, "Error al responder desde la caché de páginas"),
  );
}
