// Packed loader data (decision 247): one JSON string leaves the server, the server's components get the object itself,
// the browser's parse it once.
import { describe, expect, it } from "vitest";
import { pack, unpack } from "./packed-data.ts";

const options = {
  localidad: [
    { value: "", label: "Todas" },
    { value: "Villa Allende", label: "Villa Allende" },
  ],
};

/** What the browser gets: what turbo-stream sends of an object is its own enumerable keys. */
const sent = <T extends object>(value: T): T => JSON.parse(JSON.stringify(value));

describe("packed loader data", () => {
  it("sends one JSON string and nothing else", () => {
    const p = pack(options);
    expect(Object.keys(p)).toEqual(["json"]);
    expect(JSON.parse(p.json)).toEqual(options);
  });

  it("writes an object's JSON once, however many times it is packed", () => {
    expect(pack(options)).toBe(pack(options));
    expect(pack({ ...options })).not.toBe(pack(options));
  });

  it("gives the server's components the packed object itself", () => {
    expect(unpack(pack(options))).toBe(options);
  });

  it("gives the browser's the same data, parsed once per arrival", () => {
    const arrived = sent(pack(options));
    expect(unpack(arrived)).toEqual(options);
    expect(unpack(arrived)).toBe(unpack(arrived));
    expect(unpack(sent(pack(options)))).not.toBe(unpack(arrived));
  });
});
