// Which listing a public path shows, so page views of /propiedad/{id} count per listing.
import { SHORT_ID } from "../properties/ids.ts";

/**
 * The listing id of a detail-page path ('/propiedad/a1b2c3d4', with or without a trailing slash, query or
 * hash), or null for any other path. The page-view beacon stores it as events.property_id.
 */
export function propertyIdFromPath(path: string): string | null {
  const pathname = path.split(/[?#]/, 1)[0];
  // The English page of a listing (/en/propiedad/{id}, decision 177) is the same listing.
  const match = /^(?:\/en)?\/propiedad\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  const id = match[1].toLowerCase();
  return SHORT_ID.test(id) ? id : null;
}

export const propertyPath = (id: string) => `/propiedad/${id}`;
