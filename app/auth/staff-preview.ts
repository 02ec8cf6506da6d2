// Which public pages signed-in staff may stay on instead of being sent to /dashboard.

/**
 * Whether signed-in staff may stay on a public page: only a listing's page, which they open from the dashboard
 * to preview it (docs/decisions/060-staff-preview-listing.md). Every other public page sends them to /dashboard.
 */
export function staffMayView(pathname: string): boolean {
  return /^\/propiedad\/[^/]+\/?$/.test(pathname);
}
