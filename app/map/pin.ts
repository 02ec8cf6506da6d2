// What one result of the map carries to the browser (issue #18): nothing more than a pin and its card need.

export interface MapPin {
  id: string;
  /** The listing's page in the map page's language. */
  href: string;
  title: string;
  price: string;
  /** The cover's photo number (the page builds the thumbnail URL), null without photos. */
  cover: number | null;
  lat: number;
  lng: number;
  /** Draw an area, not a pin: lat/lng are the area's centre, never the listing's point (decision 161). */
  approximate: boolean;
}
