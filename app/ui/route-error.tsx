// The one error boundary body every layout and route uses: the Spanish message for the error's status (with the
// route's own wording where it has one), its ways back and the request's reference code. The error itself is
// logged on the server with that request id (entry.server.tsx's handleError, docs/decisions/103), also when it
// happened during a navigation in the browser: the failing request was the .data request.
import { isRouteErrorResponse } from "react-router";
import { useErrorReference } from "./error-reference.tsx";
import { useT } from "../i18n/use-t.ts";
import { Message, type MessageText, statusText, type WayBack } from "./page-message.tsx";

export interface RouteErrorProps {
  error: unknown;
  /** The route's own texts for a missing thing (404) or anything else (5xx). */
  notFound?: Partial<MessageText>;
  failed?: Partial<MessageText>;
  /** The route's own texts for a refused permission (403): the dashboard's agents on admin pages. */
  forbidden?: Partial<MessageText>;
  wayBack?: WayBack;
  /** Render the page's <title> too: for boundaries whose route has no meta of its own for errors. */
  withTitle?: boolean;
}

export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The route's own texts for this status, if it has some. */
const ownText = (status: number, p: Omit<RouteErrorProps, "error" | "wayBack">) =>
  status === 404 ? p.notFound : status === 403 ? p.forbidden : status >= 500 ? p.failed : undefined;

/** The page title for an error, so every error page also says what happened in the tab. */
export function routeErrorTitle(props: Omit<RouteErrorProps, "wayBack">): string {
  const status = errorStatus(props.error);
  return ownText(status, props)?.title ?? statusText(status).title;
}

export function RouteError(props: RouteErrorProps) {
  const { error, wayBack, withTitle = false } = props;
  const status = errorStatus(error);
  const own = ownText(status, props);
  // The request's id, so a visitor's report can be found in the log (docs/decisions/103); never for a 404.
  const reference = useErrorReference(error);
  const t = useT();
  return (
    <>
      {withTitle && <title>{t(routeErrorTitle(props))}</title>}
      <Message {...statusText(status)} {...own} wayBack={wayBack} reference={status === 404 ? null : reference} />
    </>
  );
}
