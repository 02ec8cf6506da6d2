// A small dashboard table in its card (the home's top listings and rankings): caption, column headers, and one
// row saying so when there is nothing to show. Rows are the caller's `<tr>`s.
import type { ReactNode } from "react";

export interface SmallColumn {
  label: ReactNode;
  align?: "left" | "right";
}

export function SmallTable({
  caption,
  columns,
  empty,
  rows,
}: {
  caption: string;
  columns: SmallColumn[];
  /** The Spanish sentence shown when `rows` is empty. */
  empty: string;
  rows: ReactNode[];
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-left font-semibold">{caption}</caption>
        <thead className="text-slate-600">
          <tr>
            {columns.map((c, i) => (
              // Columns are fixed per table: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <th key={i} scope="col" className={`px-4 py-2 ${c.align === "right" ? "text-right" : "text-left"}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-6 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows
          )}
        </tbody>
      </table>
    </div>
  );
}
