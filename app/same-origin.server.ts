// Cross-site POST guard for resource routes: the Origin header must be ours.

/** True when the request's Origin (or, lacking it, Referer) is this server's or the public URL's origin. */
export function isSameOrigin(request: Request, publicUrl: string): boolean {
  const claimed = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  if (!claimed) return false;
  return claimed === new URL(request.url).origin || claimed === new URL(publicUrl).origin;
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
