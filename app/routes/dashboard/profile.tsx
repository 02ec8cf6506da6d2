// 'Mi perfil': who is signed in, their role, and the WhatsApp number their listings' enquiries go to (issue #35).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { ROLE_LABELS } from "../../auth/roles.ts";
import { requireUser } from "../../auth/session.server.ts";
import { ownProfileSchema, setOwnWhatsapp } from "../../auth/staff-profile.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { ErrorBox } from "../../ui/error-box.tsx";
import { Notice } from "../../ui/notice.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  const row = await db.kysely.selectFrom("user").select("whatsapp").where("id", "=", user.id).executeTakeFirst();
  const saved = new URL(request.url).searchParams.get("hecho") === "1";
  return { name: user.name, email: user.email, role: ROLE_LABELS[user.role], whatsapp: row?.whatsapp ?? null, saved };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: ownProfileSchema });
  if (submission.status !== "success") {
    return data({ error: Object.values(submission.error ?? {}).flat()[0] ?? "Datos no válidos." }, { status: 400 });
  }
  const { db } = await runtime();
  await setOwnWhatsapp(db.kysely, user.id, submission.value.whatsapp);
  return redirect("/dashboard/perfil?hecho=1");
}

export function meta() {
  return [{ title: "Mi perfil" }];
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, role, whatsapp, saved } = loaderData;
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">Mi perfil</h1>
        <p className="text-slate-700">
          {name} · {email} · {role}
        </p>
      </header>
      {actionData ? <ErrorBox errors={[actionData.error]} /> : <Notice>{saved ? "Perfil guardado." : null}</Notice>}
      <Form method="post" className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm">
        <label className="flex flex-col font-medium">
          Mi WhatsApp
          <input
            name="whatsapp"
            type="tel"
            defaultValue={whatsapp ? `+${whatsapp}` : ""}
            placeholder="+54 9 3546 46-1234"
            className="mt-1 min-h-11 rounded-md border border-slate-300 px-3"
          />
        </label>
        <p className="text-sm text-slate-600">
          Las consultas de tus propiedades y su botón de WhatsApp van a este número. Vacío: el de la inmobiliaria.
        </p>
        <button type="submit" className="min-h-11 self-start rounded-md bg-accent px-4 font-medium text-white">
          Guardar
        </button>
      </Form>
    </section>
  );
}
