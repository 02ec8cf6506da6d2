// The Express app: security middleware (server/security.ts), the cache policy, compression, hashed static
// assets, the React Router handler, and the Spanish error page for whatever fails before or outside it
// (server/errors.ts).
import path from "node:path";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { sessionCookieName } from "../app/auth/session-cookie-name.ts";
import { cachePolicy } from "./cache-policy.ts";
import { allowedMethodsOnly, errorPages, type ErrorPage } from "./errors.ts";
import {
  allowedActionOrigins,
  baselineHeaders,
  canonicalPathOnly,
  bodyLimit,
  clientIpHeader,
  DEFAULT_BODY_LIMIT,
  sameOriginOnly,
  type SecurityOptions,
} from "./security.ts";

export function createApp(build: ServerBuild, buildDir: string, security: SecurityOptions) {
  const app = express();
  app.disable("x-powered-by");
  // With TRUST_PROXY, one proxy in front: req.ip and req.protocol come from its X-Forwarded-* headers.
  app.set("trust proxy", security.trustProxy ? 1 : false);
  app.use(baselineHeaders(security.publicUrl.startsWith("https://")));
  app.use(cachePolicy(sessionCookieName(security.publicUrl)));
  app.use(canonicalPathOnly());
  app.use(clientIpHeader());
  app.use(sameOriginOnly(security.publicUrl));
  app.use(bodyLimit(security.bodyLimit ?? { defaultBytes: DEFAULT_BODY_LIMIT }));
  app.use(compression());

  const client = path.join(buildDir, "client");
  // Vite fingerprints everything under /assets: safe to cache forever.
  app.use(
    "/assets",
    express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  app.use(express.static(client, { maxAge: "1h", index: false }));

  // One origin policy: React Router's action check accepts PUBLIC_URL like ours does (docs/decisions/081).
  const routerBuild = { ...build, allowedActionOrigins: allowedActionOrigins(security.publicUrl) };
  app.all("/{*splat}", allowedMethodsOnly(), createRequestHandler({ build: routerBuild }));
  app.use(errorPages((build.entry.module as unknown as { errorPage: ErrorPage }).errorPage));
  return app;
}
