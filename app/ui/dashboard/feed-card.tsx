// One portal's feed on 'Portales': the URL to give the portal (with a copy button), its size and last build, the
// listings left out or changed with why, and the portal's last fetches by user agent.
import { useState } from "react";
import type { FeedStatus } from "../../feeds/status.server.ts";
import { buttonClass } from "../button.tsx";

const when = new Intl.DateTimeFormat("es-AR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Argentina/Cordoba",
});
const at = (iso: string) => when.format(new Date(iso));

function CopyUrl({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.target.select()}
        className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm"
      />
      <button
        type="button"
        className={buttonClass("secondary")}
        onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(true))}
      >
        {copied ? "Copiada" : "Copiar"}
      </button>
    </div>
  );
}

function NoteList({ title, items }: { title: string; items: Array<{ id: string; name: string; notes: string[] }> }) {
  if (items.length === 0) return null;
  return (
    <details className="rounded-lg bg-slate-50 p-3">
      <summary className="cursor-pointer font-medium">
        {title} ({items.length})
      </summary>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {items.map((l) => (
          <li key={l.id}>
            <a href={`/dashboard/propiedades/editar/${l.id}`} className="text-accent underline">
              {l.name}
            </a>
            : {l.notes.join("; ")}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function FeedCard({ feed }: { feed: FeedStatus }) {
  const { portal, stored, failure } = feed;
  return (
    <article className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <header>
        <h2 className="text-xl font-semibold">{portal.name}</h2>
        <p className="text-sm text-slate-600">Lo leen: {portal.readers}.</p>
      </header>
      <CopyUrl url={feed.url} label={`URL del feed de ${portal.name}`} />
      {stored ? (
        <p>
          <strong>{stored.count}</strong> {stored.count === 1 ? "propiedad" : "propiedades"} en el feed · generado el{" "}
          {at(stored.builtAt)}
        </p>
      ) : (
        <p>El feed todavía no se generó: los portales reciben «no disponible» hasta que esté completo.</p>
      )}
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          La última actualización falló ({at(failure.at)}): {failure.message}.{" "}
          {stored ? "Los portales siguen recibiendo el último feed completo." : ""}
        </p>
      ) : null}
      {stored ? (
        <>
          <NoteList title="Propiedades que quedan fuera" items={stored.leftOut} />
          <NoteList title="Propiedades publicadas con cambios" items={stored.fixed} />
        </>
      ) : null}
      <div>
        <h3 className="font-medium">Últimas descargas</h3>
        {feed.fetches.length === 0 ? (
          <p className="text-sm text-slate-600">Ningún portal descargó este feed todavía.</p>
        ) : (
          <ul className="text-sm">
            {feed.fetches.map((f) => (
              <li key={f.userAgent} className="flex flex-wrap gap-x-2 border-t border-slate-100 py-1">
                <span>{at(f.lastAt)}</span>
                <span className="break-all font-mono text-slate-700">{f.userAgent}</span>
                <span className="text-slate-600">
                  ({f.n} {f.n === 1 ? "vez" : "veces"})
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
