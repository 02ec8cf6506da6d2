// How long one staff password hash (argon2id, app/auth/password.server.ts) takes on this machine. Prints only.
import { ARGON2_PARAMS, hashPassword, verifyPassword } from "../../app/auth/password.server.ts";

export async function benchPasswordHash(runs = 8): Promise<void> {
  const times: number[] = [];
  let hash = "";
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    hash = await hashPassword("clave-de-prueba");
    times.push(performance.now() - t);
  }
  const t = performance.now();
  await verifyPassword({ hash, password: "clave-de-prueba" });
  const verify = performance.now() - t;
  times.sort((a, b) => a - b);
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  console.log(
    `[bench] password hash argon2id m=${memory / 1024} MiB t=${passes} p=${parallelism}: ` +
      `median ${times[runs >> 1].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[runs - 1].toFixed(0)}, ` +
      `${runs} runs); ` +
      `verify ${verify.toFixed(0)} ms`,
  );
}

if (import.meta.main) await benchPasswordHash();
