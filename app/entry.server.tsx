// Streaming SSR with a per-request CSP nonce. Also exposes the runtime to the Express server.
import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { settings } from "./env.server.ts";
import { applySecurityHeaders, createNonce } from "./security-headers.server.ts";
import { deferHydration } from "./deferred-hydration.server.ts";

export { runtime, closeRuntime, databaseAnswers, StartupError } from "./runtime.server.ts";
export { SettingsError, settings } from "./env.server.ts";
export { startupTasks } from "./startup.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const s = settings();
  const nonce = createNonce();
  applySecurityHeaders(responseHeaders, nonce, {
    https: s.PUBLIC_URL.startsWith("https://"),
    analytics: Boolean(s.GA_MEASUREMENT_ID),
  });
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          // Public pages paint before their JavaScript loads (docs/decisions/046); staff screens hydrate at once.
          const isPublicPage = routerContext.staticHandlerContext.matches.some((m) => m.route.id === "routes/public/layout");
          const html = isPublicPage ? body.pipe(deferHydration(nonce)) : body;
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(`Error al renderizar ${request.method} ${request.url}:`, error);
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`Error en ${request.method} ${new URL(request.url).pathname}:`, error);
}
