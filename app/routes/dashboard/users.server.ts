// The 'Usuarios' screen's actions: create, disable, enable and set a password, each checked by its schema
// and by the staff rules (never disable oneself). Success redirects back with a `hecho` code.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { newStaffSchema, setPasswordSchema } from "../../auth/forms.ts";
import { auth } from "../../auth/instance.server.ts";
import type { StaffUser } from "../../auth/session.server.ts";
import { recordActivity } from "../../activity/record.server.ts";
import { runtime } from "../../runtime/process/runtime.server.ts";
import { createStaff, disableStaff, enableStaff, setStaffPassword, StaffError } from "../../auth/staff.server.ts";
import { setStaffProfile, staffProfileSchema } from "../../auth/staff-profile.server.ts";
import { ROLE_LABELS } from "../../auth/roles.ts";

export const DONE_MESSAGES: Record<string, string> = {
  creado: "Usuario creado.",
  deshabilitado: "Usuario deshabilitado: ya no puede iniciar sesión.",
  habilitado: "Usuario habilitado.",
  contrasena: "Contraseña cambiada.",
  perfil: "Rol y WhatsApp guardados.",
};

/** The history entry of a staff-account action (decision 143), written once Better Auth has done it. */
async function staffEntry(actor: StaffUser, note: string) {
  const { db } = await runtime();
  await recordActivity(db.kysely, { action: "staff", actor: { id: actor.id, name: actor.name }, note });
}

async function staffLabel(userId: string): Promise<string> {
  const { db } = await runtime();
  const u = await db.kysely.selectFrom("user").select(["name", "email"]).where("id", "=", userId).executeTakeFirst();
  return u ? `${u.name} (${u.email})` : userId;
}

const done = (code: keyof typeof DONE_MESSAGES) => redirect(`/dashboard/usuarios?hecho=${code}`);

export async function runStaffAction(actor: StaffUser, formData: FormData) {
  const a = await auth();
  const intent = String(formData.get("intent") ?? "");
  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: newStaffSchema });
    if (submission.status !== "success") {
      return data({ intent, userId: null, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    try {
      const created = await createStaff(a, submission.value);
      await staffEntry(actor, `Creó la cuenta de ${created.name} (${created.email})`);
    } catch (err) {
      if (!(err instanceof StaffError)) throw err;
      const result = submission.reply({ formErrors: [err.message], hideFields: ["password"] });
      return data({ intent, userId: null, result }, { status: 400 });
    }
    return done("creado");
  }
  if (intent === "set-password") {
    const submission = parseWithZod(formData, { schema: setPasswordSchema });
    const userId = String(formData.get("userId") ?? "");
    if (submission.status !== "success") {
      return data({ intent, userId, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    try {
      await setStaffPassword(a, submission.value.userId, submission.value.password, actor.id);
      await staffEntry(actor, `Cambió la contraseña de ${await staffLabel(submission.value.userId)}`);
    } catch (err) {
      if (!(err instanceof StaffError)) throw err;
      return data({ intent, userId, result: submission.reply({ formErrors: [err.message] }) }, { status: 400 });
    }
    return done("contrasena");
  }
  if (intent === "profile") {
    const userId = String(formData.get("userId") ?? "");
    const submission = parseWithZod(formData, { schema: staffProfileSchema });
    const refuse = (message: string) =>
      data({ intent, userId, result: { status: "error" as const, error: { "": [message] } } }, { status: 400 });
    if (submission.status !== "success") {
      return refuse(Object.values(submission.error ?? {}).flat()[0] ?? "Datos no válidos.");
    }
    try {
      const { db } = await runtime();
      await setStaffProfile(db.kysely, submission.value);
      const role = ROLE_LABELS[submission.value.role];
      await staffEntry(actor, `Guardó rol (${role}) y WhatsApp de ${await staffLabel(userId)}`);
    } catch (err) {
      if (!(err instanceof StaffError)) throw err;
      return refuse(err.message);
    }
    return done("perfil");
  }
  if (intent === "disable" || intent === "enable") {
    const userId = String(formData.get("userId") ?? "");
    try {
      if (intent === "disable") await disableStaff(a, userId, actor.id);
      else await enableStaff(a, userId);
      const what = intent === "disable" ? "Deshabilitó" : "Habilitó";
      await staffEntry(actor, `${what} la cuenta de ${await staffLabel(userId)}`);
    } catch (err) {
      if (!(err instanceof StaffError)) throw err;
      return data(
        { intent, userId, result: { status: "error" as const, error: { "": [err.message] } } },
        { status: 400 },
      );
    }
    return done(intent === "disable" ? "deshabilitado" : "habilitado");
  }
  return data(
    { intent, userId: null, result: { status: "error" as const, error: { "": ["Acción desconocida."] } } },
    {
      status: 400,
    },
  );
}
