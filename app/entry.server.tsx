// Streaming SSR with a per-request CSP nonce. Also exposes the runtime to the Express server.
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { settings } from "./env.server.ts";
import { applySecurityHeaders, createNonce } from "./security-headers.server.ts";
import { deferHydration } from "./deferred-hydration.server.ts";
import { htmlStream } from "./html-stream.server.ts";

export { runtime, closeRuntime, databaseAnswers, StartupError } from "./runtime.server.ts";
export { SettingsError, settings } from "./env.server.ts";
export { startupTasks } from "./startup.server.ts";
export { startBackgroundWork } from "./background.server.ts";
export { errorPage } from "./error-page.server.tsx";

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
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Public pages paint before their JavaScript loads (docs/decisions/046); staff screens hydrate at once.
          const isPublicPage = routerContext.staticHandlerContext.matches.some(
            (m) => m.route.id === "routes/public/layout",
          );
          const body = htmlStream(pipe, {
            rewrite: isPublicPage ? deferHydration(nonce) : undefined,
            onClose: () => clearTimeout(timeoutId),
          });
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A render abandoned because the client left is not an error of ours.
          if (shellRendered && !request.signal.aborted) {
            console.error(`Error al renderizar ${request.method} ${request.url}:`, error);
          }
        },
      },
    );
    // A client that leaves before the shell is ready (bots wait for the whole page) stops the render too.
    request.signal.addEventListener("abort", () => abort(), { once: true });
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(`Error en ${request.method} ${new URL(request.url).pathname}:`, error);
}
