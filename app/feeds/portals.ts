// The portals Vitrina writes feeds for, and what each requires of a listing: read by the feed builder, the
// property form's warning and 'Portales'. A portal's field mapping lives in its own module (trovit.ts).
import type { PropertyState } from "../properties/options.ts";

/** What a portal may require of a listing before it takes it. */
export type Requirement = "photos" | "price" | "streetNumber" | "description" | "rentPeriod";

export interface PortalInfo {
  id: string;
  /** Shown in the form and on 'Portales'. */
  name: string;
  /** Which sites read this feed. */
  readers: string;
  /** The file name under /feeds/. */
  file: string;
  /** Missing any of these leaves the listing out of this portal's feed. */
  requires: readonly Requirement[];
}

/** Listings in a feed are public (not draft nor in the trash) and in one of these states (issue 37). */
export const FEED_STATES: readonly PropertyState[] = ["Venta", "Alquiler", "Alquiler Temporal"];

export const PORTALS: readonly PortalInfo[] = [
  {
    id: "trovit",
    name: "Trovit",
    readers: "Lifull Connect: Trovit, Mitula, Nestoria, Nuroa",
    file: "trovit.xml",
    requires: ["photos", "price", "description", "rentPeriod"],
  },
];

export const portalById = (id: string) => PORTALS.find((p) => p.id === id);
export const feedPath = (portal: PortalInfo) => `/feeds/${portal.file}`;
