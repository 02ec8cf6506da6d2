// The demo staff account (SEED_DEMO): created on first start with a random password kept in DATA_DIR, and
// announced with its password on every start so whoever runs `npm start` can sign in.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Auth } from "./auth.server.ts";
import { createStaff, findStaffByEmail } from "./staff.server.ts";

export const DEMO_STAFF = { email: "demo@vitrina.com.ar", firstName: "Personal", lastName: "Demo" } as const;

export async function ensureDemoStaff(auth: Auth, db: Kysely<Database>, password: string): Promise<string[]> {
  const member = await findStaffByEmail(db, DEMO_STAFF.email);
  if (!member) {
    await createStaff(auth, { ...DEMO_STAFF, password });
    return [`Usuario de demostración: ${DEMO_STAFF.email}  contraseña: ${password}`];
  }
  const ctx = await auth.$context;
  const account = await ctx.internalAdapter.findCredentialAccount(member.id);
  const current = account?.password ? await ctx.password.verify({ hash: account.password, password }) : false;
  const notes = [member.disabled ? "deshabilitado" : "", current ? "" : "la contraseña fue cambiada desde el panel"]
    .filter(Boolean)
    .join("; ");
  return [
    `Usuario de demostración: ${DEMO_STAFF.email}  contraseña: ${current ? password : "(cambiada)"}` +
      (notes ? `  (${notes})` : ""),
  ];
}
