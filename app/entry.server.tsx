// Streaming SSR as React Router's default Node entry does (renderToPipeableStream into a Node stream, here one that
// passes React's writes on once per turn: app/runtime/http/html-body.server.ts), with a per-request CSP nonce and the public
// pages' deferred hydration; route errors to the log. Also exposes the runtime and the logger
// to the Express server.
import { createReadableStreamFromReadable } from "@react-router/node";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { settings } from "./runtime/process/env.server.ts";
import { applySecurityHeaders, createNonce } from "./runtime/http/security-headers.server.ts";
import { tileOrigin } from "./map/tiles.ts";
import { deferHydration } from "./runtime/http/deferred-hydration.server.ts";
import { htmlBody } from "./runtime/http/html-body.server.ts";
import { log } from "./log/logger.server.ts";
import { currentRequest } from "./log/request-context.server.ts";
import { DocumentChrome } from "./ui/document-chrome.ts";
import { documentChrome } from "./ui/static-chrome.server.tsx";
import { isPublicLayoutId, PUBLIC_LAYOUT_IDS } from "./i18n/locale.ts";

export { runtime, closeRuntime, databaseAnswers, StartupError } from "./runtime/process/runtime.server.ts";
export { SettingsError, settings } from "./runtime/process/env.server.ts";
export { startupTasks } from "./runtime/process/startup.server.ts";
export { startBackgroundWork } from "./runtime/process/background.server.ts";
export { errorPage } from "./runtime/http/error-page.server.tsx";
export { log } from "./log/logger.server.ts";
export { siteVersion } from "./cache/site-version.server.ts";
export { requestContext } from "./log/request-context.server.ts";

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
  // The analytics id is a 'Configuración' setting (decision 140): the public layout's data says if it is set.
  const layoutData = routerContext.staticHandlerContext.loaderData;
  const publicLayout = (layoutData[PUBLIC_LAYOUT_IDS.es] ?? layoutData[PUBLIC_LAYOUT_IDS.en]) as
    | { gaMeasurementId?: string | null }
    | undefined;
  applySecurityHeaders(responseHeaders, nonce, {
    https: s.PUBLIC_URL.startsWith("https://"),
    analytics: Boolean(publicLayout?.gaMeasurementId),
    photosOrigin: s.PHOTOS_PUBLIC_URL ? new URL(s.PHOTOS_PUBLIC_URL).origin : undefined,
    tilesOrigin: tileOrigin(s.MAP_TILES_URL) ?? undefined,
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
      // The public layout's chrome, rendered into the page rather than sent in its data (docs/decisions/230).
      <DocumentChrome value={documentChrome(currentRequest())}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentChrome>,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML whatever its size. React's default (12,800 B)
        // sends a larger one after the page with its fallback in its place, revealed by a script after a
        // throttle: the detail page's body (docs/decisions/175) then painted 'Cargando Propiedad' first and its
        // photo 0.5 s late (docs/decisions/220).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // Public pages paint before their JavaScript loads (docs/decisions/046); staff screens hydrate at once.
          const isPublicPage = routerContext.staticHandlerContext.matches.some((m) => isPublicLayoutId(m.route.id));
          const body = htmlBody(isPublicPage ? deferHydration(nonce) : undefined);
          body.once("finish", () => clearTimeout(timeoutId));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A render abandoned because the client left is not an error of ours.
          if (shellRendered && !request.signal.aborted) logRouteError("Error al renderizar", error, request);
        },
      },
    );
    // A client that leaves before the shell is ready (bots wait for the whole page) stops the render too.
    request.signal.addEventListener("abort", () => abort(), { once: true });
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logRouteError("Error en", error, request);
}

function logRouteError(what: string, error: unknown, request: Request) {
  const where = `${request.method} ${new URL(request.url).pathname}`;
  const store = currentRequest();
  if (store) store.threw = true;
  // React Router's own answers (no route for a URL, a method a route lacks) carry the error they stand for.
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const err = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error.data) : error;
  log[status >= 500 ? "error" : "warn"]({ err }, `${what} ${where}`);
}

/**
 * An action that threw during the browser's own navigation (a POST .data request) cannot show its request id
 * through the root loader, which does not run for that answer. The answer then becomes a plain one whose body
 * is the id: React Router hands it to the error boundary as a route error response (app/ui/error-reference.tsx).
 * An action that answers a 5xx itself (a form kept with its message) is left as it is.
 */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  const store = currentRequest();
  const mutation = request.method !== "GET" && request.method !== "HEAD";
  if (!mutation || response.status < 500 || !store?.threw) return response;
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete("X-Remix-Response");
  headers.delete("Content-Length");
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(store.id, { status: response.status, statusText: response.statusText, headers });
}
