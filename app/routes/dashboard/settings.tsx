// 'Configuración': the agency's own details — name, contact, WhatsApp, social links, office map, accent colour,
// logo, home photo, About-us text, analytics id — saved in the database (decision 140).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/settings";
import { agencyProfile } from "../../agency/settings.server.ts";
import { agencySettingsSchema, SETTING_LABELS as L } from "../../agency/settings-form.ts";
import { requireUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { SubmitButton } from "../../ui/auth-card.tsx";
import { ImageField, SettingsField } from "../../ui/dashboard/settings-field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { saveSettingsAction } from "./settings.server.ts";
import { readForm } from "../../forms/read-form.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { role: "admin" });
  const { db, settings } = await runtime();
  const profile = await agencyProfile(db.kysely, settings);
  return { profile, saved: new URL(request.url).searchParams.get("hecho") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, { role: "admin" });
  return saveSettingsAction(user, await readForm(request));
}

export function meta() {
  return [{ title: "Configuración" }];
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  // A saved change gives the form its new values: a fresh form, not the one still holding what was typed.
  return <SettingsForm key={JSON.stringify(loaderData.profile)} loaderData={loaderData} actionData={actionData} />;
}

function SettingsForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { profile, saved } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form, f] = useForm({
    id: "configuracion",
    lastResult: actionData?.result,
    defaultValue: profile,
    constraint: getZodConstraint(agencySettingsSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: agencySettingsSchema }),
  });
  const errors = actionData?.result?.error ?? {};
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">Configuración</h1>
        <p className="text-slate-700">
          Los datos de la inmobiliaria que muestra el sitio. Los cambios se ven al guardar.
        </p>
      </header>
      {actionData ? null : <Notice>{saved ? "Configuración guardada." : null}</Notice>}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-5">
        <SettingsField field={f.name} label={L.name} />
        <SettingsField field={f.tagline} label={L.tagline} hint="Se muestra bajo el logo, en el bloque de contacto." />
        <SettingsField field={f.address} label={L.address} />
        <SettingsField field={f.phone} label={L.phone} />
        <SettingsField field={f.email} label={L.email} kind="email" />
        <SettingsField
          field={f.whatsapp}
          label={L.whatsapp}
          hint="Con código de área, por ejemplo +54 9 3546 46-1234."
        />
        <SettingsField field={f.social} label={L.social} kind="textarea" hint="Un enlace https:// por línea." />
        <SettingsField field={f.map} label={L.map} kind="textarea" hint="El código o enlace de «Insertar un mapa»." />
        <SettingsField
          field={f.accent}
          label={L.accent}
          hint="#RRGGBB. Tiene que leerse bien con texto blanco encima (contraste WCAG AA)."
        />
        <SettingsField
          field={f.leadRetentionMonths}
          label={L.leadRetentionMonths}
          hint="Pasado ese plazo, los datos personales de cada consulta se borran solos (Ley 25.326)."
        />
        <ImageField
          name="logo"
          removeName="quitarLogo"
          label="Logo"
          current={profile.logo}
          errors={errors.logo ?? undefined}
        />
        <ImageField
          name="portada"
          removeName="quitarPortada"
          label="Foto de portada (inicio)"
          current={profile.hero?.small ?? null}
          errors={errors.portada ?? undefined}
        />
        <SettingsField
          field={f.about}
          label={L.about}
          kind="textarea"
          rows={8}
          hint="Párrafos separados por una línea en blanco."
        />
        <SettingsField field={f.analytics} label={L.analytics} hint="Opcional: G-XXXXXXXXXX." />
        <div>
          <SubmitButton busy={busy} busyText="Guardando...">
            Guardar
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
