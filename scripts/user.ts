// `npm run user -- create|disable|enable|reset-password|list …`: staff accounts from the command line, with the
// same rules as the 'Usuarios' screen (app/auth/staff.server.ts).
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { auth } from "../app/auth/instance.server.ts";
import {
  createStaff,
  disableStaff,
  enableStaff,
  findStaffByEmail,
  listStaff,
  setStaffPassword,
  StaffError,
} from "../app/auth/staff.server.ts";
import { SettingsError } from "../app/runtime/process/env.server.ts";
import { closeRuntime, runtime, StartupError } from "../app/runtime/process/runtime.server.ts";

const USAGE = `Uso:
  npm run user -- create <email> <nombre> <apellido> [--password <contraseña>]
  npm run user -- disable <email>
  npm run user -- enable <email>
  npm run user -- reset-password <email> [--password <contraseña>]
  npm run user -- list
Sin --password se genera una contraseña al azar y se muestra una vez.`;

class UsageError extends Error {}

function randomPassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789";
  return Array.from({ length: 16 }, () => alphabet[crypto.randomInt(alphabet.length)]).join("");
}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { password: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, email, ...rest] = positionals;
  if (values.help || !command) throw new UsageError(USAGE);
  const rt = await runtime();
  const a = await auth();
  if (command === "list") {
    const staff = await listStaff(rt.db.kysely);
    return (
      staff.map((m) => `${m.email}\t${m.name}\t${m.disabled ? "deshabilitado" : "activo"}`).join("\n") ||
      "No hay usuarios."
    );
  }
  if (!email) throw new UsageError(`Falta el email.\n${USAGE}`);
  if (command === "create") {
    const [firstName, lastName] = rest;
    if (!firstName || !lastName) throw new UsageError(`Faltan el nombre y el apellido.\n${USAGE}`);
    const password = values.password ?? randomPassword();
    const m = await createStaff(a, { email, firstName, lastName, password });
    return `Usuario creado: ${m.email} (${m.name})${values.password ? "" : `\nContraseña: ${password}`}`;
  }
  const member = await findStaffByEmail(rt.db.kysely, email);
  if (!member) throw new StaffError(`No existe un usuario con el email ${email}.`);
  if (command === "disable") {
    await disableStaff(a, member.id);
    return `Usuario deshabilitado: ${member.email} (se cerraron sus sesiones).`;
  }
  if (command === "enable") {
    await enableStaff(a, member.id);
    return `Usuario habilitado: ${member.email}`;
  }
  if (command === "reset-password") {
    const password = values.password ?? randomPassword();
    await setStaffPassword(a, member.id, password);
    return (
      `Contraseña cambiada para ${member.email} (se cerraron sus ` +
      `sesiones).${values.password ? "" : `\nContraseña: ${password}`}`
    );
  }
  throw new UsageError(`Comando desconocido: ${command}\n${USAGE}`);
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (err) {
  const known =
    err instanceof UsageError ||
    err instanceof StaffError ||
    err instanceof SettingsError ||
    err instanceof StartupError;
  if (known) console.error((err as Error).message);
  else console.error("No se pudo completar la operación:", err);
  process.exitCode = 1;
} finally {
  await closeRuntime();
}
