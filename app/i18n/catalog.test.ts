// Every Spanish text the public site translates has its English entry, and the entries compile and format.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import en from "./locales/en.json" with { type: "json" };
import { CATALOGUE_IDS, clientMessages, serverT } from "./catalog.server.ts";
import { CHARACTERISTIC_GROUPS, CHARACTERISTICS } from "../properties/characteristics.ts";
import { PROPERTY_STATES, PROPERTY_TYPES } from "../properties/options.ts";
import { typeLabel } from "../properties/type-labels.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The string literals given to t(…) or msg(…): the message ids the sources use. */
function usedIds(source: string): string[] {
  const ids: string[] = [];
  for (const m of source.matchAll(/\b(?:t|msg)\(\s*(?:"((?:[^"\\]|\\.)*)"|`([^`$]*)`)/g)) {
    ids.push(JSON.parse(`"${m[1] ?? m[2].replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`));
  }
  return ids;
}

describe("the English catalogue", () => {
  const files = sourceFiles("app").filter((f) => /\b(useT|serverT|msg)\b/.test(readFileSync(f, "utf8")));

  it("finds the ids the sources use", () => {
    expect(usedIds('t("Hola", { a }); msg(`Chau`); format("x")')).toEqual(["Hola", "Chau"]);
    expect(files.length).toBeGreaterThan(3);
  });

  it("has an entry for every id used with useT, serverT or msg", () => {
    const missing = files.flatMap((f) => usedIds(readFileSync(f, "utf8")).filter((id) => !CATALOGUE_IDS.has(id)));
    expect(missing).toEqual([]);
  });

  it("names every state, type, characteristic and option the listings show", () => {
    const options = CHARACTERISTICS.flatMap((d) => ("options" in d ? [...d.options] : []));
    const shown = [
      ...PROPERTY_STATES,
      ...PROPERTY_TYPES.map(typeLabel),
      ...CHARACTERISTIC_GROUPS,
      ...CHARACTERISTICS.map((d) => d.label),
      ...options,
    ];
    expect(shown.filter((id) => !CATALOGUE_IDS.has(id))).toEqual([]);
    expect(serverT("en")("Alquiler Temporal")).toBe("Holiday rental");
    expect(serverT("en")("Venta")).toBe("Sale");
  });

  it("has no empty entries, and each compiles", () => {
    for (const [id, text] of Object.entries(en as Record<string, string>)) {
      expect(text, id).not.toBe("");
      expect(() => compileMessage(text), id).not.toThrow();
      // The browser's Lingui does not decode escapes (scripts/build/lingui-runtime.ts).
      expect(text, id).not.toMatch(/\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/);
    }
  });

  it("formats plurals in both languages; Spanish sends only the messages with values", () => {
    const id = "{count, plural, one {# propiedad} other {# propiedades}}";
    expect(serverT("en")(id, { count: 1 })).toBe("1 property");
    expect(serverT("en")(id, { count: 1250 })).toBe("1,250 properties");
    expect(serverT("es")(id, { count: 1250 })).toBe("1.250 propiedades");
    expect(serverT("es")("Saltar al contenido")).toBe("Saltar al contenido");
    expect(serverT("en")("Saltar al contenido")).toBe("Skip to content");
    expect(Object.keys(clientMessages("es", CATALOGUE_IDS)).every((k) => k.includes("{"))).toBe(true);
    expect(Object.keys(clientMessages("en", CATALOGUE_IDS)).length).toBe(CATALOGUE_IDS.size);
    expect(Object.keys(clientMessages("en", ["Venta", "no es un id"]))).toEqual(["Venta"]);
  });
});
