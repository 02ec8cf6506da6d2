// HTML shell: language, meta, styles, scripts, and the last-resort error page.
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { useContext } from "react";
import { InlineCss } from "./inline-css.ts";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <InlineStyles />
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

/** The stylesheet inlined by the server (see inline-css.ts); renders nothing in the browser. */
function InlineStyles() {
  const css = useContext(InlineCss);
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{notFound ? "Página no encontrada" : "Ocurrió un error"}</title>
      <h1 className="text-2xl font-semibold">{notFound ? "Página no encontrada" : "Ocurrió un error inesperado"}</h1>
      <p>
        {notFound
          ? "La página que buscás no existe o fue movida."
          : "No pudimos mostrar esta página. Intentá nuevamente en unos minutos."}
      </p>
      <a className="rounded bg-accent px-4 py-3 font-medium text-white" href="/">
        Volver al inicio
      </a>
    </main>
  );
}
