// The 'Configuración' action: the form's schema, then the logo and home photo re-encoded, then one save with its
// history entry. A bad value or image returns 400 with the Spanish message and changes nothing.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { type AgencyImageKind, encodeAgencyImage, type EncodedImage } from "../../agency/images.server.ts";
import { agencySettingsSchema } from "../../agency/settings-form.ts";
import { saveAgencySettings } from "../../agency/settings.server.ts";
import type { StaffUser } from "../../auth/session.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";

const IMAGE_FIELDS: Array<{ kind: AgencyImageKind; field: string; remove: string }> = [
  { kind: "logo", field: "logo", remove: "quitarLogo" },
  { kind: "hero", field: "portada", remove: "quitarPortada" },
];

export async function saveSettingsAction(user: StaffUser, formData: FormData) {
  const submission = parseWithZod(formData, { schema: agencySettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const images: Partial<Record<AgencyImageKind, EncodedImage[] | "remove">> = {};
  for (const { kind, field, remove } of IMAGE_FIELDS) {
    const file = formData.get(field);
    if (file instanceof File && file.size > 0) {
      const encoded = await encodeAgencyImage(kind, Buffer.from(await file.arrayBuffer()), file.name);
      if (!encoded.ok) return data({ result: submission.reply({ fieldErrors: { [field]: [encoded.message] } }) }, 400);
      images[kind] = encoded.images;
    } else if (formData.get(remove) === "on") {
      images[kind] = "remove";
    }
  }
  const { db, settings } = await runtime();
  await saveAgencySettings(db.kysely, settings, { values: submission.value, images }, user);
  return redirect("/dashboard/configuracion?hecho=1");
}
