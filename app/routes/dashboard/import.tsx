// 'Importar': a CSV in the export's format (docs/import.md) plus an optional ZIP of its photos. First a preview
// (new / updated / unchanged, each bad row with its Spanish errors), then 'Confirmar importación' with the same
// files, applied in the background while this page shows its progress (?importacion=id, decision 181). The
// confirm button shows only under a preview of the files chosen; a template CSV says which columns a file takes.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/import";
import { requireUser } from "../../auth/session.server.ts";
import { buttonClass } from "../../ui/button.tsx";
import { ImportPreview } from "../../ui/dashboard/import-preview.tsx";
import { ImportProgress } from "../../ui/dashboard/import-progress.tsx";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { importRunStatus } from "../../transfer/import-run.server.ts";
import { importAction } from "./import.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { role: "admin" });
  const id = new URL(request.url).searchParams.get("importacion");
  if (!id) return { run: null };
  const { db } = await runtime();
  return { run: await importRunStatus(db.kysely, id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, { role: "admin" });
  return importAction(request, user);
}

export function meta() {
  return [{ title: "Importar propiedades" }];
}

const BUTTON = "min-h-11 rounded-md px-4 py-2 font-medium disabled:opacity-70";

export default function ImportPage({ actionData, loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const reply = actionData;
  // Files chosen again after a preview: that preview no longer speaks for them, so no confirming until the next one.
  const [changedAfter, setChangedAfter] = useState<typeof reply | null>(null);
  const previewed = reply?.step === "preview" && changedAfter !== reply;
  const onFilesChange = () => setChangedAfter(reply ?? null);
  const canConfirm = previewed && reply.fileErrors.length === 0 && reply.errors.length === 0 && !busy;
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Importar propiedades</h1>
      <p className="text-slate-700">
        Subí un CSV con las mismas columnas que escribe «Exportar» (separado por «;» o «,»); la columna «referencia»
        identifica cada propiedad: las que ya existen se actualizan y las demás se crean. Las fotos de las propiedades
        nuevas se toman de un ZIP con los archivos nombrados en la columna «fotos». También acepta el JSON que escribe
        «Exportar».
      </p>
      <p className="text-slate-700">
        ¿Qué columnas lleva el archivo? Descargá la plantilla: un CSV con la fila de encabezados que espera la
        importación, para completarlo en una planilla.
      </p>
      <a href="/dashboard/exportar/plantilla" download className={buttonClass("secondary", "self-start")}>
        Descargar plantilla CSV
      </a>
      <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" aria-busy={Boolean(busy)}>
        <label className="flex flex-col gap-1 font-medium text-slate-800">
          Archivo CSV
          <input
            name="csv"
            type="file"
            accept=".csv,text/csv,.json,application/json"
            required
            onChange={onFilesChange}
            className="font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 font-medium text-slate-800">
          ZIP de fotos (opcional)
          <input
            name="fotos"
            type="file"
            accept=".zip,application/zip"
            onChange={onFilesChange}
            className="font-normal"
          />
        </label>
        {previewed ? <input type="hidden" name="digest" value={reply.digest} /> : null}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="vista-previa"
            disabled={Boolean(busy)}
            className={`${BUTTON} bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50`}
          >
            {busy === "vista-previa" ? "Revisando el archivo…" : "Vista previa"}
          </button>
          {previewed ? (
            <button
              type="submit"
              name="intent"
              value="confirmar"
              disabled={!canConfirm}
              className={`${BUTTON} bg-accent text-white hover:bg-accent-dark`}
            >
              {busy === "confirmar" ? "Importando…" : "Confirmar importación"}
            </button>
          ) : null}
        </div>
      </Form>
      {busy ? (
        <p role="status" className="text-slate-700">
          Procesando los archivos; puede tardar unos minutos si son muchas propiedades o fotos.
        </p>
      ) : null}
      {reply?.step === "error" ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {reply.message}
        </p>
      ) : null}
      {reply?.step === "preview" && !previewed ? (
        <p role="status" className="text-slate-700">
          Elegiste otros archivos: hacé la vista previa de nuevo para poder confirmar la importación.
        </p>
      ) : null}
      {loaderData.run && !reply ? <ImportProgress run={loaderData.run} /> : null}
      {reply?.step === "preview" ? <ImportPreview preview={reply} /> : null}
    </section>
  );
}
