// The Express app: compression, hashed static assets, the React Router handler.
import path from "node:path";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";

export function createApp(build: ServerBuild, buildDir: string) {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());

  const client = path.join(buildDir, "client");
  // Vite fingerprints everything under /assets: safe to cache forever.
  app.use(
    "/assets",
    express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  app.use(express.static(client, { maxAge: "1h", index: false }));

  app.all("/{*splat}", createRequestHandler({ build }));
  return app;
}
