// The session cookie's name, without dependencies: Better Auth sets it, and the Express layer reads it to keep
// signed-in answers out of every cache (server/cache-policy.ts).

/** Session cookie prefix: `__Host-` (Secure, Path=/, no Domain) when the site is served over https. */
export function cookiePrefix(publicUrl: string): string {
  return publicUrl.startsWith("https://") ? "__Host-vitrina" : "vitrina";
}

export function sessionCookieName(publicUrl: string): string {
  return `${cookiePrefix(publicUrl)}.session_token`;
}
