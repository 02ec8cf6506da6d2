// 'Mi perfil': who is signed in, their role, the WhatsApp number their listings' enquiries go to and the photo
// shown beside them (issue #35).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/profile";
import { ROLE_LABELS } from "../../auth/roles.ts";
import { requireUser } from "../../auth/session.server.ts";
import { ownProfileSchema, setOwnWhatsapp } from "../../auth/staff-profile.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { ErrorBox } from "../../ui/error-box.tsx";
import { ImageField } from "../../ui/dashboard/settings-field.tsx";
import { readForm } from "../../forms/read-form.server.ts";
import { encodeStaffPhoto, saveStaffPhoto, staffPhoto } from "../../agency/staff-photos.server.ts";
import { Notice } from "../../ui/notice.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { db } = await runtime();
  const [row, photo] = await Promise.all([
    db.kysely.selectFrom("user").select("whatsapp").where("id", "=", user.id).executeTakeFirst(),
    staffPhoto(db.kysely, user.id),
  ]);
  const saved = new URL(request.url).searchParams.get("hecho") === "1";
  const { name, email } = user;
  return { name, email, role: ROLE_LABELS[user.role], whatsapp: row?.whatsapp ?? null, photo, saved };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const { db } = await runtime();
  // The photo's own form: a new photo, or the box to remove it ticked. A refused file changes nothing.
  if (form.get("intent") === "foto") {
    const file = form.get("foto");
    if (file instanceof File && file.size > 0) {
      const encoded = await encodeStaffPhoto(user.id, Buffer.from(await file.arrayBuffer()), file.name);
      if (!encoded.ok) return data({ error: encoded.message, photoError: true }, { status: 400 });
      await saveStaffPhoto(db.kysely, user.id, encoded.images);
    } else if (form.get("quitarFoto") === "on") {
      await saveStaffPhoto(db.kysely, user.id, null);
    }
    return redirect("/dashboard/perfil?hecho=1");
  }
  const submission = parseWithZod(form, { schema: ownProfileSchema });
  if (submission.status !== "success") {
    return data(
      { error: Object.values(submission.error ?? {}).flat()[0] ?? "Datos no válidos.", photoError: false },
      400,
    );
  }
  await setOwnWhatsapp(db.kysely, user.id, submission.value.whatsapp);
  return redirect("/dashboard/perfil?hecho=1");
}

export function meta() {
  return [{ title: "Mi perfil" }];
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, role, whatsapp, photo, saved } = loaderData;
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">Mi perfil</h1>
        <p className="text-slate-700">
          {name} · {email} · {role}
        </p>
      </header>
      {actionData && !actionData.photoError ? (
        <ErrorBox errors={[actionData.error]} />
      ) : (
        <Notice>{saved && !actionData ? "Perfil guardado." : null}</Notice>
      )}
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
      {/* Remade for each stored photo: the file chosen for the last one is not offered again. */}
      <Form
        key={photo?.src ?? "sin-foto"}
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm"
      >
        <input type="hidden" name="intent" value="foto" />
        <ImageField
          name="foto"
          removeName="quitarFoto"
          label="Mi foto"
          accept="image/jpeg,image/png,image/webp"
          current={photo ? { src: photo.src2x, width: 192, height: 192 } : null}
          errors={actionData?.photoError ? [actionData.error] : undefined}
        />
        <p className="text-sm text-slate-600">
          JPEG, PNG o WebP, hasta 5 MB. Se muestra con tu nombre junto a la consulta de tus propiedades.
        </p>
        <button type="submit" className="min-h-11 self-start rounded-md bg-accent px-4 font-medium text-white">
          Guardar foto
        </button>
      </Form>
    </section>
  );
}
