// Time for the built server to answer a 12 MP photo upload over HTTP (what the uploader's progress bar
// waits for): POST /dashboard/fotos as a signed-in staff member, on SQLite.
import fs from "node:fs";
import path from "node:path";
import { createAuth } from "../../app/auth/auth.server.ts";
import { connect } from "../../app/db/connect.server.ts";
import { issueDraft } from "../../app/photos/upload-target.server.ts";
import { freePort } from "../../tests/support/server-process.ts";
import { startNpmStart } from "./npm-start.ts";
import { createSignedInStaff } from "../../tests/support/staff-session.ts";
import { ms, timeMany } from "./stats.ts";

export async function benchUploadHttp(photo: Buffer, runs: number): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startNpmStart({ PORT: String(port), PUBLIC_URL: url, SEED_DEMO: "false" });
  try {
    await server.waitFor("Vitrina escuchando", 120_000);
    const db = connect({ sqliteFile: path.join(server.dataDir, "vitrina.sqlite") });
    const { authSecret } = JSON.parse(fs.readFileSync(path.join(server.dataDir, "secrets.json"), "utf8")) as {
      authSecret: string;
    };
    const auth = createAuth({
      kysely: db.kysely,
      engine: db.engine,
      secret: authSecret,
      publicUrl: url,
      sendResetMail: async () => {},
    });
    const staff = await createSignedInStaff(auth, authSecret, url);
    const draft = await issueDraft(db.kysely, staff.id); // what opening the new-listing form does
    await db.close();
    const headers = {
      cookie: `${staff.cookie.name}=${staff.cookie.value}`,
      origin: url,
      "content-type": "application/octet-stream",
      "x-nombre-archivo": "foto-12mp.jpg",
    };
    const r = await timeMany(runs, async () => {
      const res = await fetch(`${url}/dashboard/fotos?propiedad=${draft}`, {
        method: "POST",
        body: new Uint8Array(photo),
        headers,
      });
      if (res.status !== 201) throw new Error(`subida rechazada: ${res.status} ${await res.text()}`);
    });
    console.log(
      `[upload] HTTP POST /dashboard/fotos (server on SQLite, queue working meanwhile): p50 ${ms(r.p50)}  p99 ` +
        `${ms(r.p99)}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
