// Where to go after signing in: only a path on this site (never `//evil.com`, `https://evil.com`, `/\evil.com`).
export const AFTER_LOGIN = "/dashboard";

const BASE = "http://vitrina.invalid";

/** The same-site path to return to, or null when the target is missing or points anywhere else. */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  // Browsers treat backslashes as slashes and drop tabs/newlines inside URLs: refuse both outright.
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Going back to the login page after signing in would loop.
  if (url.pathname === "/login") return null;
  return path;
}

/** The /login URL that returns to `request`'s own path after signing in. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const back = safeRedirectTarget(`${url.pathname}${url.search}`);
  return back && back !== AFTER_LOGIN ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login";
}

/**
 * Whether signed-in staff may stay on a public page: only a listing's page, which they open from the dashboard
 * to preview it (docs/decisions/060-staff-preview-listing.md). Every other public page sends them to /dashboard.
 */
export function staffMayView(pathname: string): boolean {
  return /^\/propiedad\/[^/]+\/?$/.test(pathname);
}
