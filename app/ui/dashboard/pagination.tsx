// 'Anterior' / 'Siguiente' links with 'Página n de total'; the page lives in the URL.
import { Link } from "react-router";
import { type TableParams, tableSearch } from "../../properties/table-params.ts";

const LINK = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100";
const DISABLED = "inline-flex min-h-11 items-center rounded-lg border border-slate-200 px-4 font-medium text-slate-400";

export function Pagination({ params, page, pages }: { params: TableParams; page: number; pages: number }) {
  return (
    <nav aria-label="Paginación" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={tableSearch(params, { pagina: page - 1 })} className={LINK} rel="prev">
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
        <Link to={tableSearch(params, { pagina: page + 1 })} className={LINK} rel="next">
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
