// Prints how long one staff password hash (argon2id, app/auth/password.server.ts) takes on this machine.
import { ARGON2_PARAMS, hashPassword, verifyPassword } from "../../app/auth/password.server.ts";

const runs = 8;
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
console.log(`argon2id m=${memory} KiB (${memory / 1024} MiB), t=${passes}, p=${parallelism}`);
console.log(`hash: mediana ${times[runs >> 1].toFixed(0)} ms, mín ${times[0].toFixed(0)} ms, máx ${times[runs - 1].toFixed(0)} ms (${runs} veces)`);
console.log(`verificación: ${verify.toFixed(0)} ms`);
