// How many anonymous beacons (page views, enquiries) one client address may send in a window, counted in this
// process's memory: they are counters, not accounts, and a database write per beacon to count beacons would double
// their cost. Several processes each keep their own count, so the bound is per process (issue 32, item 5).

export interface AddressLimit {
  /** Counts this request; false when the address is over the limit (the request is then refused). */
  allow(address: string, now?: number): boolean;
}

/** Addresses remembered at most: past it, the windows that have ended are forgotten first. */
const MAX_ADDRESSES = 50_000;

export function addressLimit(max: number, windowMs: number): AddressLimit {
  const windows = new Map<string, { start: number; n: number }>();
  return {
    allow(address, now = Date.now()) {
      let w = windows.get(address);
      if (!w || now - w.start >= windowMs) {
        if (windows.size >= MAX_ADDRESSES) {
          for (const [key, old] of windows) if (now - old.start >= windowMs) windows.delete(key);
          if (windows.size >= MAX_ADDRESSES) windows.clear();
        }
        w = { start: now, n: 0 };
        windows.set(address, w);
      }
      w.n += 1;
      return w.n <= max;
    },
  };
}
