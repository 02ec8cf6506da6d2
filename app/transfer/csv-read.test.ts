import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";
import { parseCsv, unguardCell } from "./csv-read.ts";

describe("reading an import CSV", () => {
  it("reads our own export back: BOM, ';', quotes, line breaks, formula guard", () => {
    const csv = toCsv(
      ["referencia", "nombre"],
      [
        ["000000a1", 'Casa; "La Loma"\nsegunda'],
        ["000000a2", "=1+1"],
      ],
    );
    const table = parseCsv(csv);
    expect(table.header).toEqual(["referencia", "nombre"]);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ["000000a1", 'Casa; "La Loma"\nsegunda'],
      ["000000a2", "'=1+1"],
    ]);
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
    expect(unguardCell(table.rows[1].cells[1])).toBe("=1+1");
  });

  it("takes ',' when the header uses it, and skips blank lines", () => {
    const table = parseCsv('Referencia,Nombre,precio\n\nx1,"Casa, grande","120.000,5"\n');
    expect(table.header).toEqual(["Referencia", "Nombre", "precio"]);
    expect(table.rows).toEqual([{ line: 3, cells: ["x1", "Casa, grande", "120.000,5"] }]);
  });
});
