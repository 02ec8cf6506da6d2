// Staff accounts: list, create, disable / enable (the admin plugin's ban), set a new password. One module for
// the 'Usuarios' screen and `npm run user`, so both follow the same rules.
import type { Kysely, Selectable } from "kysely";
import { type Database, toBool, type UserTable } from "../db/schema.ts";
import { authErrorCode } from "./api-error.server.ts";
import type { Auth } from "./auth.server.ts";
import { newStaffSchema, password } from "./forms.ts";
import { roleOf, type StaffRole } from "./roles.ts";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  disabled: boolean;
  createdAt: string;
  role: StaffRole;
  whatsapp: string | null;
}

/** A refusal with a Spanish sentence for the screen or the command line. */
export class StaffError extends Error {}

/** The columns a staff member is read from, and the reading. */
const STAFF_COLUMNS = ["id", "email", "name", "banned", "createdAt", "role", "whatsapp"] as const;

function toStaffMember(r: Pick<Selectable<UserTable>, (typeof STAFF_COLUMNS)[number]>): StaffMember {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    disabled: toBool(r.banned),
    createdAt: new Date(r.createdAt).toISOString(),
    role: roleOf(r.role),
    whatsapp: r.whatsapp,
  };
}

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db.selectFrom("user").select(STAFF_COLUMNS).orderBy("name").orderBy("email").execute();
  return rows.map(toStaffMember);
}

export async function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffMember | null> {
  const r = await db
    .selectFrom("user")
    .select(STAFF_COLUMNS)
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return r ? toStaffMember(r) : null;
}

function checkPassword(value: string): void {
  const result = password().safeParse(value);
  if (!result.success) throw new StaffError(`Contraseña: ${result.error.issues[0].message}`);
}

export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role?: StaffRole;
}

export async function createStaff(auth: Auth, s: NewStaff): Promise<StaffMember> {
  const check = newStaffSchema.safeParse(s);
  if (!check.success) {
    const labels: Record<string, string> = {
      email: "Email",
      firstName: "Nombre",
      lastName: "Apellido",
      password: "Contraseña",
    };
    const issue = check.error.issues[0];
    throw new StaffError(`${labels[String(issue.path[0])] ?? "Dato"}: ${issue.message}`);
  }
  try {
    const { user } = await auth.api.createUser({
      body: {
        email: s.email.trim().toLowerCase(),
        password: s.password,
        name: `${check.data.firstName} ${check.data.lastName}`, // cleaned by the schema (decision 088)
        // Better Auth types only its default roles; with no `roles` option it stores any name (issue #35).
        role: check.data.role as "admin",
      },
    });
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      disabled: false,
      createdAt: user.createdAt.toISOString(),
      role: check.data.role,
      whatsapp: null,
    };
  } catch (err) {
    const code = await authErrorCode(err);
    if (code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" || code === "USER_ALREADY_EXISTS") {
      throw new StaffError(`Ya existe un usuario con el email ${s.email.trim().toLowerCase()}.`);
    }
    throw err;
  }
}

async function context(auth: Auth) {
  return auth.$context;
}

async function requireMember(auth: Auth, userId: string) {
  const user = await (await context(auth)).internalAdapter.findUserById(userId);
  if (!user) throw new StaffError("El usuario no existe.");
  return user;
}

/** Disables an account (it can no longer sign in) and ends its open sessions. Never one's own. */
export async function disableStaff(auth: Auth, userId: string, actorId?: string): Promise<void> {
  if (actorId && userId === actorId) throw new StaffError("No podés deshabilitar tu propio usuario.");
  await requireMember(auth, userId);
  const ctx = await context(auth);
  await ctx.internalAdapter.updateUser(userId, { banned: true, banReason: "Deshabilitado por el personal" });
  await ctx.internalAdapter.deleteUserSessions(userId);
}

export async function enableStaff(auth: Auth, userId: string): Promise<void> {
  await requireMember(auth, userId);
  const ctx = await context(auth);
  await ctx.internalAdapter.updateUser(userId, { banned: false, banReason: null, banExpires: null });
}

/** Sets a new password. Someone else's open sessions end with the old password; one's own stays. */
export async function setStaffPassword(
  auth: Auth,
  userId: string,
  newPassword: string,
  actorId?: string,
): Promise<void> {
  checkPassword(newPassword);
  const user = await requireMember(auth, userId);
  const ctx = await context(auth);
  const hash = await ctx.password.hash(newPassword);
  if (await ctx.internalAdapter.findCredentialAccount(userId)) {
    await ctx.internalAdapter.updatePassword(userId, hash);
  } else {
    await ctx.internalAdapter.createAccount({ userId, providerId: "credential", accountId: user.id, password: hash });
  }
  if (userId !== actorId) await ctx.internalAdapter.deleteUserSessions(userId);
}
