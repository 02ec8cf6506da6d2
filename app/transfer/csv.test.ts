import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv for Excel in Spanish", () => {
  it("quotes separators, quotes and line breaks, writes decimal commas and Sí/No", () => {
    expect(csvCell('Casa "La Loma"; con pileta')).toBe('"Casa ""La Loma""; con pileta"');
    expect(csvCell("dos\nlíneas")).toBe('"dos\nlíneas"');
    expect(csvCell(120.5)).toBe("120,5");
    expect(csvCell(true)).toBe("Sí");
    expect(csvCell(null)).toBe("");
  });

  it("defuses formulas and starts with a byte-order mark, CRLF between rows", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(toCsv(["a", "b"], [["ñ", 1]])).toBe("\uFEFFa;b\r\nñ;1\r\n");
  });
});
