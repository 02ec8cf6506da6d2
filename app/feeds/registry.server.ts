// Every portal feed Vitrina writes: adding a portal is its module here plus its entry in portals.ts.
import type { PortalFeed } from "./portal-feed.ts";
import { trovitFeed } from "./trovit.ts";

export const FEEDS: readonly PortalFeed[] = [trovitFeed];

export const feedByFile = (file: string) => FEEDS.find((f) => f.info.file === file);
