// Paging constants and the per-visit seed of the featured listings' random order (docs/decisions/002-seeded-order.md).

/**
 * The seed the page cache hands a visit that brought none (server/page-cache.ts, decision 111): set by the server on
 * the request it passes on, so the page is one of a few cacheable ones. Whatever a client sends under this name is
 * removed first.
 */
export const POOL_SEED_HEADER = "x-vitrina-orden";

/** Listings per page and per 'Ver más Propiedades' (SPEC.md §9). */
export const PAGE_SIZE = 6;
/** Most listings one page may ask for: protects the server from `mostrar=999999`. */
export const MAX_SHOWN = 300;

/** 2^31 - 1, a prime: the modulus of the order hash (see catalogue.server.ts). */
export const ORDER_PRIME = 2_147_483_647;

export interface OrderSeed {
  /** As written in the URL (base 36). */
  text: string;
  a: number;
  b: number;
}

function fromNumber(n: number): OrderSeed {
  // b is derived from a so one short URL value fixes both (48271: the MINSTD multiplier).
  return { text: n.toString(36), a: n, b: (n * 48271) % ORDER_PRIME };
}

export function parseSeed(value: string | null | undefined): OrderSeed | null {
  if (!value || !/^[0-9a-z]{1,6}$/.test(value)) return null;
  const n = parseInt(value, 36);
  return n >= 1 && n < ORDER_PRIME ? fromNumber(n) : null;
}

export function newSeed(random: () => number = Math.random): OrderSeed {
  return fromNumber(1 + Math.floor(random() * (ORDER_PRIME - 1)));
}

/**
 * Where the rotated featured order starts (catalogue.server.ts, above the hash-order threshold): the seed spread
 * over the 8-hex id space. Multiplying by an odd constant mod 2^32 is a bijection, so distinct seeds start at
 * distinct points, and the golden-ratio constant scatters neighbouring seeds across the whole range.
 */
export function rotationStart(seed: OrderSeed): string {
  return (Math.imul(seed.a, 0x9e3779b1) >>> 0).toString(16).padStart(8, "0");
}
