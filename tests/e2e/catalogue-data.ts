// What the browser tests expect of the catalogue, derived from the demo seed the e2e server starts with.
import { demoListings } from "../../app/demo/listings.ts";
import { CLOSED_STATES } from "../../app/properties/options.ts";
import type { PropertyInput } from "../../app/properties/commands.server.ts";

export type Listing = PropertyInput & { id: string };

/** Every demo listing, in stored (insertion) order. */
export const ALL: Listing[] = demoListings().map((l) => ({ ...l.input, id: l.id }));

/** What the home grid may show: closed deals never appear there. */
export const OPEN = ALL.filter((l) => !(CLOSED_STATES as readonly string[]).includes(l.state));
export const CLOSED = ALL.filter((l) => (CLOSED_STATES as readonly string[]).includes(l.state));

export const names = (list: Listing[]) => list.map((l) => l.name);
