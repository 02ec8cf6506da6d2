// The Spanish error page for failures React Router never renders (a URL Express cannot decode, an unsupported
// method, an error outside the router): the site's message page and stylesheet, no scripts, no error details;
// the request's reference code, so the visitor's report can be found in the log.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import css from "./app.css?inline";
import { settings } from "./env.server.ts";
import { isRequestId } from "./log/request-id.ts";
import { applySecurityHeaders, createNonce } from "./security-headers.server.ts";
import { accentVariables } from "./ui/accent.ts";
import { StatusMessage, statusText } from "./ui/page-message.tsx";

// One document per status (with or without a reference code): it depends only on the settings, which never change
// while the process runs. The request id goes in per answer, in place of the mark (an id has no character HTML
// would escape: app/log/request-id.ts).
const documents = new Map<string, string>();
const REFERENCE_MARK = "REFERENCIA-DE-LA-SOLICITUD";

function render(status: number, withReference: boolean): string {
  const s = settings();
  const markup = renderToStaticMarkup(
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${statusText(status).title} · ${s.AGENCY_NAME}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, inlined (decision 024). */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <div style={accentVariables(s.AGENCY_ACCENT) as React.CSSProperties} className="flex min-h-screen flex-col">
          {/* Links only: <MemoryRouter> gives <Link> the context it needs to render a plain <a href>. */}
          <MemoryRouter>
            <StatusMessage status={status} reference={withReference ? REFERENCE_MARK : null} />
          </MemoryRouter>
        </div>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

/** The page for an HTTP error status, with the site's security headers and the request's reference code. */
export function errorPage(status: number, requestId?: string): { headers: Headers; html: string } {
  const withReference = isRequestId(requestId);
  const key = `${status}${withReference ? "+ref" : ""}`;
  let page = documents.get(key);
  if (page === undefined) {
    page = render(status, withReference);
    documents.set(key, page);
  }
  const html = withReference ? page.replace(REFERENCE_MARK, requestId) : page;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  applySecurityHeaders(headers, createNonce(), { https: settings().PUBLIC_URL.startsWith("https://") });
  return { headers, html };
}
