// A staff member's role and WhatsApp number (issue #35), set by administrators on 'Usuarios'. The agency always
// keeps one enabled administrator.
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../db/schema.ts";
import { normaliseArgentinePhone } from "../properties/whatsapp.ts";
import { WHATSAPP_INVALID } from "../agency/settings-form.ts";
import { StaffError } from "./staff.server.ts";
import { roleOf } from "./roles.ts";

const whatsappField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const number = normaliseArgentinePhone(value);
    if (number) return number;
    ctx.addIssue({ code: "custom", message: WHATSAPP_INVALID });
    return z.NEVER;
  });

export const staffProfileSchema = z.object({
  userId: z.string({ error: "Falta el usuario." }),
  role: z.enum(["admin", "agent"], { error: "El rol no es válido." }),
  whatsapp: whatsappField,
});

/** What a staff member sets on their own profile ('Mi perfil'). */
export const ownProfileSchema = z.object({ whatsapp: whatsappField });

export async function setOwnWhatsapp(db: Kysely<Database>, userId: string, whatsapp: string | null): Promise<void> {
  await db
    .updateTable("user")
    .set({ whatsapp, updatedAt: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export type StaffProfile = z.output<typeof staffProfileSchema>;

export async function setStaffProfile(db: Kysely<Database>, profile: StaffProfile): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom("user")
      .select(["id", "role", "whatsapp"])
      .where("id", "=", profile.userId)
      .executeTakeFirst();
    if (!user) throw new StaffError("El usuario no existe.");
    if (roleOf(user.role) === "admin" && profile.role === "agent") {
      const admins = await trx
        .selectFrom("user")
        .select("id")
        .where((eb) => eb.or([eb("role", "is", null), eb("role", "!=", "agent")]))
        .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
        .execute();
      if (admins.filter((a) => a.id !== user.id).length === 0) {
        throw new StaffError("Tiene que quedar al menos un administrador habilitado.");
      }
    }
    await trx
      .updateTable("user")
      .set({ role: profile.role, whatsapp: profile.whatsapp, updatedAt: new Date().toISOString() })
      .where("id", "=", profile.userId)
      .execute();
  });
}
