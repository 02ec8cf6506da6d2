// The error page for failures React Router never renders (a URL Express cannot decode, an unsupported method, an
// error outside the router): the site's message page and stylesheet, no scripts, no error details; the request's
// reference code, so the visitor's report can be found in the log. In English under /en (docs/decisions/213).
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import css from "../../app.css?inline";
import { settings } from "../process/env.server.ts";
import { isRequestId } from "../../log/request-id.ts";
import { applySecurityHeaders, createNonce } from "./security-headers.server.ts";
import { accentVariables } from "../../ui/accent.ts";
import { StatusMessage, statusText } from "../../ui/page-message.tsx";
import { allMessages, serverT } from "../../i18n/catalog.server.ts";
import { LocaleProvider } from "../../i18n/i18n-provider.tsx";
import { LOCALE_TAGS, type Locale, localeFromPath } from "../../i18n/locale.ts";

// One document per status (with or without a reference code): it depends only on the settings, which never change
// while the process runs. The request id goes in per answer, in place of the mark (an id has no character HTML
// would escape: app/log/request-id.ts).
const documents = new Map<string, string>();
const REFERENCE_MARK = "REFERENCIA-DE-LA-SOLICITUD";

function render(status: number, withReference: boolean, locale: Locale): string {
  const s = settings();
  const t = serverT(locale);
  const markup = renderToStaticMarkup(
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t(statusText(status).title)} · ${s.AGENCY_NAME}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, inlined (decision 024). */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <div style={accentVariables(s.AGENCY_ACCENT) as React.CSSProperties} className="flex min-h-screen flex-col">
          {/* Links only: <MemoryRouter> gives <Link> the context it needs to render a plain <a href>. */}
          <MemoryRouter>
            <LocaleProvider locale={locale} messages={allMessages(locale)}>
              <StatusMessage status={status} reference={withReference ? REFERENCE_MARK : null} />
            </LocaleProvider>
          </MemoryRouter>
        </div>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

/** The page for an HTTP error status, with the site's security headers and the request's reference code. */
export function errorPage(status: number, requestId?: string, path = "/"): { headers: Headers; html: string } {
  const withReference = isRequestId(requestId);
  const locale = localeFromPath(path);
  const key = `${locale}:${status}${withReference ? "+ref" : ""}`;
  let page = documents.get(key);
  if (page === undefined) {
    page = render(status, withReference, locale);
    documents.set(key, page);
  }
  const html = withReference ? page.replace(REFERENCE_MARK, requestId) : page;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  applySecurityHeaders(headers, createNonce(), { https: settings().PUBLIC_URL.startsWith("https://") });
  return { headers, html };
}
