// HTML shell: language, meta, styles, scripts, and the last-resort error page.
import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
// The stylesheet is inlined by the server (no render-blocking request before the first paint; see
// docs/decisions/024). The browser bundle does not carry it again: hydration keeps the server's <style>.
const css = import.meta.env.SSR ? (await import("./app.css?inline")).default : "";

export function Layout({ children }: { children: React.ReactNode }) {
  // Public pages hydrate after they have loaded (docs/decisions/046); this marks the moment for tests and tools.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
