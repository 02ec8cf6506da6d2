// The request id on an error page ('Código de referencia'): what a visitor reports can be found in the log,
// where every line of that request carries it (docs/decisions/103).
import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { isRequestId } from "../log/request-id.ts";
import { useT } from "../i18n/use-t.ts";

export function ReferenceCode({ id }: { id: string }) {
  const t = useT();
  return (
    <p className="text-sm text-slate-500">
      {`${t("Código de referencia:")} `}
      <span className="font-mono">{id}</span>
    </p>
  );
}

/**
 * The id of the request that failed, or null for a page that was not found. The root loader runs with every
 * document and every navigation, so its data names the request that failed; an action that threw during a
 * navigation answers with its id instead (app/entry.server.tsx, handleDataRequest).
 */
export function useErrorReference(error: unknown): string | null {
  const root = useRouteLoaderData("root") as { requestId?: string | null } | undefined;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return null;
    if (isRequestId(error.data)) return error.data;
  }
  return root?.requestId ?? null;
}

export function ErrorReference({ error }: { error: unknown }) {
  const id = useErrorReference(error);
  return id ? <ReferenceCode id={id} /> : null;
}
