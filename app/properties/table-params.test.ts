import { describe, expect, it } from "vitest";
import { DEFAULT_PARAMS, parseTableParams, sortChange, tableSearch } from "./table-params.ts";

const parse = (qs: string) => parseTableParams(new URLSearchParams(qs));

describe("table params in the URL", () => {
  it("defaults to newest first, page 1, 10 rows, table view", () => {
    expect(parse("")).toEqual(DEFAULT_PARAMS);
    expect(tableSearch(DEFAULT_PARAMS)).toBe("");
  });

  it("reads what it wrote", () => {
    const p = {
      ...DEFAULT_PARAMS,
      search: "José",
      sort: "precio" as const,
      dir: "desc" as const,
      page: 3,
      size: 50 as const,
    };
    expect(parse(tableSearch(p).slice(1))).toEqual(p);
  });

  it("falls back to defaults for anything odd", () => {
    expect(parse("orden=drop&dir=up&pagina=-2&tamano=7&vista=x")).toEqual(DEFAULT_PARAMS);
    expect(parse("pagina=2.5").page).toBe(1);
    expect(parse(`buscar=${"a".repeat(500)}`).search).toHaveLength(100);
  });

  it("only offers the page sizes of the spec", () => {
    for (const size of [10, 20, 50, 100, 300, 500]) expect(parse(`tamano=${size}`).size).toBe(size);
  });

  it("a header click starts ascending (newest first for the date) and flips when clicked again", () => {
    const byName = { ...DEFAULT_PARAMS, ...sortChange(DEFAULT_PARAMS, "nombre") };
    expect(byName).toMatchObject({ sort: "nombre", dir: "asc", page: 1 });
    expect(sortChange(byName, "nombre")).toMatchObject({ dir: "desc" });
    expect(sortChange(byName, "creada")).toMatchObject({ dir: "desc" });
  });

  it("keeps the other state when one thing changes", () => {
    const p = parse("buscar=casa&tamano=20&vista=tarjetas");
    expect(tableSearch(p, { page: 2 })).toBe("?buscar=casa&pagina=2&tamano=20&vista=tarjetas");
  });
});
