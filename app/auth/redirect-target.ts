// Where to go after signing in: only a path on this site (never `//evil.com`, `https://evil.com`, `/\evil.com`).
export const AFTER_LOGIN = "/dashboard";

const BASE = "http://vitrina.invalid";

/** The same-site path to return to, or null when the target is missing or points anywhere else. */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (!target || !isSitePath(target)) return null;
  // Browsers treat backslashes as slashes and drop tabs/newlines inside URLs: refuse both outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  // Decide on what we send, not on what came in: resolving dot segments can turn `/.//evil.com` or
  // `/x/..//evil.com` into `//evil.com`, which a browser reads as another host. The path we return must itself
  // be a single-slash path that resolves back to our origin.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !isSitePath(path) || new URL(path, BASE).origin !== BASE) return null;
  // Going back to the login page after signing in would loop.
  if (url.pathname === "/login") return null;
  return path;
}

/** A path that starts with exactly one slash: `//host` and `/\host` are protocol-relative URLs to browsers. */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/** The /login URL that returns to `request`'s own path after signing in. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  const back = safeRedirectTarget(`${url.pathname}${url.search}`);
  return back && back !== AFTER_LOGIN ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login";
}
