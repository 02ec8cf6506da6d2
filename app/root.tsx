// HTML shell: language, meta, styles, scripts, and the last-resort error page.
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { settings } from "./runtime/process/env.server.ts";
import { currentRequestId } from "./log/request-context.server.ts";
import { outageMiddleware } from "./runtime/http/outage.server.ts";
import { RouteError } from "./ui/route-error.tsx";
import { hydratesLater, markHydrated } from "./ui/hydrated-mark.ts";
import { LOCALE_TAGS, localeFromPath } from "./i18n/locale.ts";
import { clientMessages } from "./i18n/catalog.server.ts";
import { MESSAGE_PAGE_IDS } from "./ui/message-page-ids.server.ts";
// The stylesheet is inlined by the server (no render-blocking request before the first paint; see
// docs/decisions/024). The browser bundle does not carry it again: hydration keeps the server's <style>.
const css = import.meta.env.SSR ? (await import("./app.css?inline")).default : "";

// Every request: a database outage answers 503 with Retry-After, whichever route it reached.
export const middleware: Route.MiddlewareFunction[] = [outageMiddleware];

/** English error-page texts, picked once (the catalogue does not change while running). */
let englishErrorTexts: ReturnType<typeof clientMessages> | undefined;

/** The request's id, for the error pages' reference code (app/ui/error-reference.tsx, docs/decisions/103). */
export function loader({ request }: Route.LoaderArgs) {
  // An error page under /en in English even when no layout loader ran (a 405, say): the message page's texts.
  const english = localeFromPath(new URL(request.url).pathname) === "en";
  if (english) englishErrorTexts ??= clientMessages("en", MESSAGE_PAGE_IDS);
  return {
    requestId: currentRequestId() ?? null,
    // photosBase: where components point photo URLs (PHOTOS_PUBLIC_URL or /media, decision 122).
    photosBase: settings().PHOTOS_PUBLIC_URL ?? null,
    errorMessages: english ? englishErrorTexts : null,
  };
}

/**
 * Every navigation's answer carries its own id (React Router 8 already reloads the root on each navigation; the
 * reference code depends on it, so it is said here). After a form action React Router's default applies.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod || formMethod.toUpperCase() === "GET" ? true : defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Public pages hydrate after they have loaded (docs/decisions/046); this marks the moment for tests and tools.
  // A route whose content hydrates after the shell marks the page itself (decision 175).
  const later = hydratesLater(useMatches());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first hydration only.
  useEffect(() => {
    if (!later) markHydrated();
  }, []);
  // English pages live under /en (docs/decisions/170); the path alone says the language, even on an error page.
  const lang = LOCALE_TAGS[localeFromPath(useLocation().pathname)];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, inlined (decision 024). */}
        <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Errors outside the public and dashboard layouts (the sign-in pages), on the Spanish message page.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} withTitle />;
}
