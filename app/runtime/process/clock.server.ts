// The server's "now" for what pages show: the real clock, or VITRINA_FIXED_NOW when the browser suite fixes it
// for its screenshots (docs/testing.md). Work that must follow the real clock (sessions, jobs, backups) keeps
// `new Date()`.
import { settings } from "./env.server.ts";

export function shownNow(): Date {
  const fixed = settings().VITRINA_FIXED_NOW;
  return fixed ? new Date(fixed) : new Date();
}
