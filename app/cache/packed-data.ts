// Loader data that stays the same for many requests goes to the browser as one JSON string (decision 247).
//
// React Router encodes loader data with turbo-stream, one value at a time (~0.7 µs each): the home's filter options,
// 'Más filtros' fields and compiled messages were ~300 of its ~530 values, the same for every visit until a listing
// or the settings change. The server keeps those objects (app/routes/public/catalogue-loader.server.ts,
// app/i18n/page-messages.server.ts), so `pack` writes each one's JSON once and keeps it with it; turbo-stream then
// sends one string. On the server a
// component gets the object itself back from `unpack`, never parsed; in the browser, `unpack` parses the string once
// per arrival. Only JSON's values belong here: no Date, Map or undefined that must survive.

declare const packed: unique symbol;

/** `T` as its JSON text (`json`, what travels); on the server, with the object itself beside it, unenumerated. */
export interface Packed<T> {
  readonly json: string;
  readonly [packed]?: T;
}

interface ServerPacked<T> extends Packed<T> {
  readonly value?: T;
}

const packs = new WeakMap<object, Packed<unknown>>();
const parsed = new WeakMap<object, unknown>();

/** `value`'s pack: its JSON is written the first time this object is packed, then kept as long as the object is. */
export function pack<T extends object>(value: T): Packed<T> {
  let p = packs.get(value);
  if (!p) {
    // Not enumerable: turbo-stream sends an object's own enumerable keys, so only `json` leaves the server.
    p = Object.defineProperty({ json: JSON.stringify(value) }, "value", { value, enumerable: false });
    packs.set(value, p);
  }
  return p as Packed<T>;
}

/** The packed object: on the server the one that was packed; in the browser parsed from its JSON, once per pack. */
export function unpack<T>(p: Packed<T>): T {
  const here = (p as ServerPacked<T>).value;
  if (here !== undefined) return here;
  let value = parsed.get(p);
  if (value === undefined) {
    value = JSON.parse(p.json);
    parsed.set(p, value);
  }
  return value as T;
}
