// 'Papelera': deleted listings wait here 30 days (decision 141) — restore one with one click, or empty it all.
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/trash";
import { requireUser } from "../../auth/session.server.ts";
import { photoContext } from "../../photos/context.server.ts";
import { ListingNotFound } from "../../properties/concurrency.server.ts";
import { restoreListing } from "../../properties/delete.server.ts";
import { SHORT_ID } from "../../properties/ids.ts";
import { listTrash, purgeTrash } from "../../properties/trash.server.ts";
import { TRASH_DAYS } from "../../properties/trash-policy.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { EmptyTrash } from "../../ui/dashboard/empty-trash.tsx";
import { ErrorBox } from "../../ui/error-box.tsx";
import { Notice } from "../../ui/notice.tsx";
import { readForm } from "../../forms/read-form.server.ts";

const DONE: Record<string, string> = {
  restaurada: "Propiedad restaurada: vuelve a verse en el sitio.",
  vaciada: "Papelera vaciada.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  const done = new URL(request.url).searchParams.get("hecho") ?? "";
  return { items: await listTrash(db.kysely), notice: DONE[done] ?? null, canPurge: user.role === "admin" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const by = { id: user.id, name: user.name };
  if (intent === "empty") {
    // Emptying the trash deletes for good: administrators only (issue #35).
    await requireUser(request, { role: "admin" });
    await purgeTrash(await photoContext(), { all: true, actor: by });
    return redirect("/dashboard/propiedades/papelera?hecho=vaciada");
  }
  const id = String(form.get("id") ?? "");
  if (intent !== "restore" || !SHORT_ID.test(id)) return data({ error: "Acción desconocida." }, 400);
  try {
    await restoreListing(await photoContext(), id, by);
  } catch (err) {
    if (err instanceof ListingNotFound) return data({ error: "La propiedad ya no está en la papelera." }, 404);
    throw err;
  }
  return redirect("/dashboard/propiedades/papelera?hecho=restaurada");
}

export function meta() {
  return [{ title: "Papelera · Panel" }];
}

const date = (iso: string) => new Date(iso).toLocaleDateString("es-AR", { timeZone: "America/Argentina/Cordoba" });

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { items, notice, canPurge } = loaderData;
  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold" tabIndex={-1}>
            Papelera
          </h1>
          <p className="text-slate-700">
            Las propiedades eliminadas esperan acá {TRASH_DAYS} días, sin verse en el sitio, y después se borran con sus
            fotos.
          </p>
        </div>
        {canPurge ? <EmptyTrash count={items.length} /> : null}
      </header>
      {actionData ? <ErrorBox errors={[actionData.error]} /> : <Notice>{notice}</Notice>}
      {items.length === 0 ? (
        <p className="text-slate-700">
          La papelera está vacía. <Link to="/dashboard/propiedades/ver">Volver a las propiedades</Link>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" aria-label="Propiedades en la papelera">
          {items.map((item) => (
            <li key={item.id} aria-label={item.name} className="flex flex-wrap items-center gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{item.name}</p>
                <p className="text-sm text-slate-600">
                  {item.locality} · eliminada el {date(item.deletedAt)}
                  {item.deletedBy ? ` por ${item.deletedBy}` : ""} · se borra el {date(item.purgeAt)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="id" value={item.id} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  aria-label={`Restaurar ${item.name}`}
                  className="min-h-11 rounded-lg bg-accent px-4 font-medium text-white hover:bg-accent-dark"
                >
                  Restaurar
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
