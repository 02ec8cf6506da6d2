// 'Anterior' / 'Siguiente' links with 'Página n de total'; the page lives in the URL.
import { Link } from "react-router";
import { buttonClass } from "../button.tsx";
import { type TableParams, tableSearch } from "../../properties/table-params.ts";

const LINK = buttonClass("secondary");
const DISABLED = buttonClass("secondary", "pointer-events-none opacity-50");

export function Pagination({ params, page, pages }: { params: TableParams; page: number; pages: number }) {
  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={tableSearch(params, { page: page - 1 })} className={LINK} rel="prev">
          Anterior
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          Anterior
        </span>
      )}
      <p className="text-slate-700">
        Página {page} de {pages}
      </p>
      {page < pages ? (
        <Link to={tableSearch(params, { page: page + 1 })} className={LINK} rel="next">
          Siguiente
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          Siguiente
        </span>
      )}
    </nav>
  );
}
