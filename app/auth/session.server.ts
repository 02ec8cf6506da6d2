// Who is signed in, read from the server-side session (Better Auth, our database). Expired, deleted or
// disabled sessions are anonymous. Also the redirects between the public site and the dashboard.
import { data, redirect } from "react-router";
import type { MiddlewareFunction } from "react-router";
import { noteStaffUser } from "../log/request-context.server.ts";
import { runtime } from "../runtime/process/runtime.server.ts";
import type { Auth } from "./auth.server.ts";
import { auth } from "./instance.server.ts";
import { loginUrlFor } from "./redirect-target.ts";
import { carriesSessionCookie } from "./session-cookie.ts";
import { sessionCookieName } from "./session-cookie-name.ts";
import { FORBIDDEN_TEXT, roleOf, type StaffRole } from "./roles.ts";
import { staffMayView } from "./staff-preview.ts";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  /** 'admin' or 'agent' (issue #35); accounts from before roles are administrators. */
  role: StaffRole;
}

interface SessionRead {
  user: StaffUser | null;
  /** Set-Cookie headers Better Auth produced (a refreshed or a cleared cookie). */
  setCookies: string[];
}

// Layout and page loaders of one request share one lookup.
const reads = new WeakMap<Request, Promise<SessionRead>>();

/** The staff member a request's session cookie belongs to; `refresh` lets Better Auth extend the session. */
export async function readStaffSession(a: Auth, request: Request, refresh = false): Promise<SessionRead> {
  // The page cache's question (app/auth/session-cookie.ts): a request it treats as anonymous is anonymous here too.
  const name = (await a.$context).authCookies.sessionToken.name;
  if (!carriesSessionCookie(request.headers.get("cookie"), name)) return { user: null, setCookies: [] };
  const { headers, response } = await a.api.getSession({
    headers: request.headers,
    query: { disableRefresh: !refresh },
    returnHeaders: true,
  });
  const u = response?.user;
  const role = roleOf((u as { role?: string | null } | undefined)?.role);
  const user = u && !u.banned ? { id: u.id, email: u.email, name: u.name, role } : null;
  return { user, setCookies: headers.getSetCookie() };
}

/**
 * Better Auth is asked only when the request carries a session cookie by the name the caches use: an anonymous
 * visitor's page never loads it (decision 262). Better Auth names its cookie the same (session-cookie.db.test.ts).
 */
async function lookUp(request: Request, refresh: boolean): Promise<SessionRead> {
  const { settings } = await runtime();
  const name = sessionCookieName(settings.PUBLIC_URL);
  if (!carriesSessionCookie(request.headers.get("cookie"), name)) return { user: null, setCookies: [] };
  return readStaffSession(await auth(), request, refresh);
}

function sessionFor(request: Request, refresh = false): Promise<SessionRead> {
  let read = reads.get(request);
  if (!read) {
    read = lookUp(request, refresh).then((r) => {
      // The request's log line names the staff member who made it.
      if (r.user) noteStaffUser(r.user.id);
      return r;
    });
    reads.set(request, read);
  }
  return read;
}

/** The signed-in staff user for this request, or null. */
export async function getUser(request: Request): Promise<StaffUser | null> {
  return (await sessionFor(request)).user;
}

/**
 * The signed-in staff user, or a redirect to /login that comes back to this URL afterwards. With `{ role: 'admin' }`
 * an agent gets a 403 page in Spanish instead: every admin-only loader and action starts with this one line.
 */
export async function requireUser(request: Request, options: { role?: StaffRole } = {}): Promise<StaffUser> {
  const user = await getUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  if (options.role === "admin" && user.role !== "admin") throw data(FORBIDDEN_TEXT, { status: 403 });
  return user;
}

/**
 * Public pages send signed-in staff to /dashboard (SPEC.md §2), except a listing's page, which staff open
 * from the dashboard to preview it (docs/decisions/060-staff-preview-listing.md). Call first in the public layout
 * loader.
 */
export async function redirectStaffToDashboard(request: Request): Promise<void> {
  if (staffMayView(new URL(request.url).pathname)) return;
  if (await getUser(request)) throw redirect("/dashboard");
}

/**
 * Dashboard middleware: runs before any dashboard loader or action, so no page of it can run for an anonymous
 * visitor even if it forgot requireUser(). Reads the session once with Better Auth's daily refresh allowed
 * and passes on the cookie it renews (or clears, when the session has expired).
 */
export const dashboardSessionMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const { user, setCookies } = await sessionFor(request, true);
  if (!user) {
    const headers = new Headers();
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(loginUrlFor(request), { headers });
  }
  let response = await next();
  if (!setCookies.length) return response;
  try {
    for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  } catch {
    // Some responses (Response.redirect) have immutable headers: copy it.
    response = new Response(response.body, response);
    for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  }
  return response;
};

/** Deletes the session server-side and returns the Set-Cookie headers that clear it in the browser. */
export async function signOut(request: Request, a?: Auth): Promise<string[]> {
  if (!request.headers.get("cookie")) return [];
  a ??= await auth();
  const { headers } = await a.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers.getSetCookie();
}
