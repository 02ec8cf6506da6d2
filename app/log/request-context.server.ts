// Which request the running code serves: its id and, once its session is read, the staff member. The Express
// middleware (server/request-log.ts) starts it; every log line written meanwhile carries both (decision 103).
import { AsyncLocalStorage } from "node:async_hooks";
import { singleton } from "../runtime/process/singleton.server.ts";

export interface RequestStore {
  id: string;
  /** The signed-in staff member's id, set when route code reads the session. */
  userId?: string;
  /** Route code threw (React Router's handleError saw it), as opposed to answering an error status itself. */
  threw?: boolean;
  /** A page's own request, not React Router's data request (a `.data` URL) made by a navigation in the browser. */
  document?: boolean;
  /** The public layout's static chrome on a page's own request: rendered into the page, not sent as its data. */
  documentChrome?: string;
  /** A listing's page: its agent's chat address, which the chrome's floating WhatsApp link takes (issue #35). */
  chatHref?: string;
}

export const requestContext = singleton("requestContext", () => new AsyncLocalStorage<RequestStore>());

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.id;
}

/** Called by the session lookup: the request's log line names who made it. */
export function noteStaffUser(userId: string): void {
  const store = requestContext.getStore();
  if (store) store.userId = userId;
}

/** The request being served, if any. */
export function currentRequest(): RequestStore | undefined {
  return requestContext.getStore();
}

/** The fields every log line written during a request carries. */
export function requestFields(): { requestId?: string; userId?: string } {
  const store = requestContext.getStore();
  if (!store) return {};
  return store.userId ? { requestId: store.id, userId: store.userId } : { requestId: store.id };
}

/** Runs work that outlives the request that started it (the photo queue) as nobody's request. */
export function outsideRequest<T>(work: () => T): T {
  return requestContext.exit(work);
}
