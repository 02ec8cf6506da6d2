// Above the listing: record count, the search box (table: name/locality/address/id; cards: name), page size
// and the table/cards toggle. Plain GET forms (they work without JavaScript); with it, typing searches.
import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import LayoutGrid from "lucide-react/icons/layout-grid";
import Search from "lucide-react/icons/search";
import Table2 from "lucide-react/icons/table-2";
import { PAGE_SIZES, type TableParams, tableSearch, type UrlKey } from "../../properties/table-params.ts";

function Hidden({ params, except }: { params: TableParams; except: UrlKey[] }) {
  const keep = new URLSearchParams(tableSearch(params, { page: 1 }).slice(1));
  for (const key of except) keep.delete(key);
  return [...keep].map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
}

export function ListingsToolbar({ params, total }: { params: TableParams; total: number }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cards = params.view === "tarjetas";
  const field: UrlKey = cards ? "nombre" : "buscar";
  const label = cards ? "Buscar propiedad..." : "Buscar Propiedad";
  const urlValue = (cards ? params.name : params.search) ?? "";
  const input = useRef<HTMLInputElement>(null);
  const lastSubmitted = useRef(urlValue);
  // Follow the URL when it changes by other means (back button, a link), but never overwrite what the user
  // is typing while an earlier search is still answering.
  useEffect(() => {
    if (input.current && urlValue !== lastSubmitted.current) input.current.value = urlValue;
    lastSubmitted.current = urlValue;
  }, [urlValue]);
  const toggle = (view: TableParams["view"], children: React.ReactNode, text: string) => (
    <Link
      to={tableSearch(params, { view, page: 1 })}
      aria-current={params.view === view ? "true" : undefined}
      className={
        "inline-flex min-h-11 items-center gap-2 px-3 font-medium aria-[current]:bg-accent " +
        "aria-[current]:text-white"
      }
    >
      {children}
      {text}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">
        Número de Registros: <strong data-testid="record-count">{total}</strong>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" role="search" className="flex min-w-64 flex-1 items-end gap-2">
          <Hidden params={params} except={[field]} />
          <label className="flex flex-1 flex-col gap-1">
            <span className="text-sm font-medium text-slate-700">{label}</span>
            <input
              type="search"
              name={field}
              ref={input}
              defaultValue={urlValue}
              placeholder={label}
              onChange={(e) => {
                const form = e.currentTarget.form;
                clearTimeout(timer.current);
                timer.current = setTimeout(() => {
                  lastSubmitted.current = input.current?.value ?? "";
                  submit(form, { replace: true, preventScrollReset: true });
                }, 300);
              }}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            />
          </label>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-accent px-3 text-white"
            aria-label="Buscar"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
        </Form>
        <Form method="get" className="flex items-end gap-2">
          <Hidden params={params} except={["tamano"]} />
          <label className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-700">Registros por página</span>
            <select
              name="tamano"
              defaultValue={params.size}
              key={params.size}
              onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <noscript>
            <button type="submit" className="min-h-11 rounded-lg border border-slate-300 px-3">
              Aplicar
            </button>
          </noscript>
        </Form>
        <nav aria-label="Vista" className="flex overflow-hidden rounded-lg border border-slate-300 bg-white">
          {toggle("tabla", <Table2 aria-hidden="true" className="size-5" />, "Tabla")}
          {toggle("tarjetas", <LayoutGrid aria-hidden="true" className="size-5" />, "Tarjetas")}
        </nav>
      </div>
    </div>
  );
}
