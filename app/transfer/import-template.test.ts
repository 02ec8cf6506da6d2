import { describe, expect, it } from "vitest";
import { EXPORT_COLUMNS } from "./columns.ts";
import { parseCsv } from "./csv-read.ts";
import { canonicalColumn, checkHeader } from "./import-row.ts";
import { importTemplateCsv } from "./import-template.ts";

describe("import template", () => {
  it("is the header row the import reads without a problem, and nothing else", () => {
    const table = parseCsv(importTemplateCsv());
    expect(table.header).toEqual([...EXPORT_COLUMNS]);
    expect(table.rows).toEqual([]);
    expect(checkHeader(table.header.map(canonicalColumn))).toEqual([]);
  });
});
