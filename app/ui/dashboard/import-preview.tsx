// The preview of an import: how many listings are new, updated and unchanged, what each update changes, and
// every bad row with its Spanish errors (nothing is imported while there is one).
import type { ImportReply } from "../../transfer/import-reply.ts";

type Preview = Extract<ImportReply, { step: "preview" }>;

export function ImportPreview({ preview }: { preview: Preview }) {
  const { counts, fileErrors, errors, moreErrors, updates, withPhotos } = preview;
  const blocked = fileErrors.length > 0 || errors.length > 0;
  return (
    <div className="flex flex-col gap-4" data-import-preview>
      <h2 className="text-xl font-semibold text-slate-900">Vista previa</h2>
      {blocked ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-medium">No se puede importar: corregí estos errores y volvé a hacer la vista previa.</p>
          <ul className="mt-2 list-disc pl-5">
            {fileErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
            {errors.map((e) => (
              <li key={e.line}>
                Fila {e.line}
                {e.reference ? ` (referencia ${e.reference})` : ""}: {e.messages.join(" ")}
              </li>
            ))}
          </ul>
          {moreErrors > 0 ? <p className="mt-2">Y {moreErrors} filas más con errores.</p> : null}
        </div>
      ) : null}
      {fileErrors.length === 0 ? (
        <ul className="flex flex-wrap gap-4" aria-label="Resumen">
          <li data-import-count="new">Nuevas: {counts.new}</li>
          <li data-import-count="updated">Actualizadas: {counts.updated}</li>
          <li data-import-count="unchanged">Sin cambios: {counts.unchanged}</li>
        </ul>
      ) : null}
      {!withPhotos && counts.new > 0 ? (
        <p className="text-slate-700">Sin ZIP de fotos: las propiedades nuevas se importan sin fotos.</p>
      ) : null}
      {updates.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium">Cambios en propiedades existentes</summary>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {updates.map((u) => (
              <li key={u.reference}>
                <strong>{u.name}</strong> ({u.reference}): {u.changes.join("; ")}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
