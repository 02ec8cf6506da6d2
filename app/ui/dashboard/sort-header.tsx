// A sortable column header: a link that sorts by this column (or flips the direction), with aria-sort.
import { Link } from "react-router";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import ArrowUpDown from "lucide-react/icons/arrow-up-down";
import { WIDE_CELL } from "./listings-table-layout.ts";
import { type SortKey, sortChange, type TableParams, tableSearch } from "../../properties/table-params.ts";

export function SortHeader({
  params,
  sort,
  label,
  align = "left",
}: {
  params: TableParams;
  sort: SortKey;
  label: string;
  align?: "left" | "right";
}) {
  const active = params.sort === sort;
  const Icon = !active ? ArrowUpDown : params.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : "none"}
      // A link in the narrow layout's sort bar; a column header once the table is wide (listings-table-layout.ts).
      className={`inline-block px-1 font-semibold whitespace-nowrap ${WIDE_CELL} text-left ${align === "right" ? "@min-[60rem]:pr-3 @min-[60rem]:text-right" : ""}`}
    >
      <Link
        to={tableSearch(params, sortChange(params, sort))}
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-0.5 hover:text-accent"
      >
        {label}
        <Icon aria-hidden="true" className={`size-4 ${active ? "text-accent" : "text-slate-400"}`} />
      </Link>
    </th>
  );
}
