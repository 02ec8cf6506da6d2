// An import applied in the background (decision 181): a progress bar and 'Importando… 120 de 1.000 propiedades'
// while it runs — polled from /dashboard/importaciones/:id with JS, a meta refresh without — then its summary
// or its Spanish failure message.
import { useEffect, useState } from "react";
import { formatNumber } from "../../properties/format.ts";
import type { ImportRunView } from "../../transfer/import-run.server.ts";
import { Notice } from "../notice.tsx";

const POLL_MS = 1000;

export function ImportProgress({ run: first }: { run: ImportRunView }) {
  const [run, setRun] = useState(first);
  useEffect(() => setRun(first), [first]);
  const running = run.status === "running";
  useEffect(() => {
    if (!running) return;
    let stop = false;
    const timer = setInterval(async () => {
      try {
        const res = await fetch(`/dashboard/importaciones/${run.id}`, { headers: { Accept: "application/json" } });
        if (res.ok && !stop) setRun(await res.json());
      } catch {
        // A missed beat: the next one asks again.
      }
    }, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [running, run.id]);

  if (run.status === "done")
    return (
      <Notice>
        Importación terminada: {run.created} nuevas, {run.updated} actualizadas, {run.unchanged} sin cambios.
      </Notice>
    );
  if (run.status === "failed")
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        {run.message}
      </p>
    );
  const label = `Importando… ${formatNumber(run.done)} de ${formatNumber(run.total)} propiedades`;
  return (
    <div className="flex flex-col gap-2" data-import-run={run.id}>
      {/* Without JS the page reloads itself; with JS this is inert text and the poll above updates it. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant tag, no data in it */}
      <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="2">' }} />
      <p role="status" className="text-slate-800">
        {label}
      </p>
      <progress max={run.total} value={run.done} aria-label={label} className="h-3 w-full accent-accent" />
      <p className="text-sm text-slate-600">Podés seguir usando el panel; la importación sigue en el servidor.</p>
    </div>
  );
}
