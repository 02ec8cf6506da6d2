// Sign-in while the database refuses writes (full disk): the throttle fails open for the right password, a wrong
// one gets the usual message, and when not even the session can be stored the visitor is told why in Spanish.
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { cookieHeader, makeStaff, requestWithCookie, testAuth } from "../../tests/support/auth.ts";
import type { Auth } from "./auth.server.ts";
import { loginErrorMessage } from "./login-errors.ts";
import { readStaffSession } from "./session.server.ts";
import { signInStaff } from "./sign-in.server.ts";
import { beginAttempt, SIGN_IN } from "./throttle.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());
afterEach(() => diskHasRoom());

/**
 * Makes every insert into `tables` fail the way a full disk does, with the engine's own error. SQLite: the file
 * may not grow (`max_page_count` = its size) and each insert must also store a 1 MB ballast row, so it needs new
 * pages and gets SQLITE_FULL (small rows elsewhere still fit in free space, as on a real full disk). PostgreSQL
 * has no size cap, so a trigger raises SQLSTATE 53100 (disk_full), what the server answers when it cannot extend
 * a file.
 */
async function diskFullFor(tables: Array<"login_failures" | "session">) {
  if (db.engine === "sqlite") {
    await sql`CREATE TABLE IF NOT EXISTS ballast (b BLOB)`.execute(db.kysely);
    for (const t of tables) {
      const ballast = "INSERT INTO ballast VALUES (zeroblob(1000000))";
      await sql.raw(`CREATE TRIGGER full_${t} BEFORE INSERT ON "${t}" BEGIN ${ballast}; END`).execute(db.kysely);
    }
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db.kysely);
    await sql.raw(`PRAGMA max_page_count = ${rows[0].page_count}`).execute(db.kysely);
  } else {
    await sql`CREATE OR REPLACE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full';
    END $$`.execute(db.kysely);
    for (const t of tables) {
      await sql
        .raw(`CREATE TRIGGER full_${t} BEFORE INSERT ON "${t}" FOR EACH ROW EXECUTE FUNCTION disk_full()`)
        .execute(db.kysely);
    }
  }
}

async function diskHasRoom() {
  for (const t of ["login_failures", "session"]) {
    const on = db.engine === "sqlite" ? "" : ` ON "${t}"`;
    await sql.raw(`DROP TRIGGER IF EXISTS full_${t}${on}`).execute(db.kysely);
  }
  if (db.engine === "sqlite") await sql`PRAGMA max_page_count = 1073741823`.execute(db.kysely);
}

function signIn(auth: Auth, email: string, password: string, ip: string) {
  return signInStaff(auth, db.kysely, { email, password, ip });
}

describe(`sign-in with a full database (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("the right password still signs in when the throttle cannot record the attempt", async () => {
    const { auth } = testAuth(db);
    const staff = await makeStaff(auth);
    await diskFullFor(["login_failures"]);
    const row = { key: "x", created_at: new Date().toISOString() };
    await expect(db.kysely.insertInto("login_failures").values(row).execute()).rejects.toThrow(/full|No space/);

    const result = await signIn(auth, staff.email, staff.password, "10.9.0.1");
    if (!result.ok) throw new Error(`no inició sesión: ${loginErrorMessage(result.code)}`);
    const session = await readStaffSession(auth, requestWithCookie(cookieHeader(result.setCookies)));
    expect(session.user?.email).toBe(staff.email);
  });

  it("a wrong password gets the usual message, and failures recorded before the disk filled still lock", async () => {
    const { auth } = testAuth(db);
    const staff = await makeStaff(auth);
    const wrong = await signIn(auth, staff.email, "mala-clave-1", "10.9.1.1");
    expect(wrong).toEqual({ ok: false, code: "invalid-credential" });

    await diskFullFor(["login_failures"]);
    const stillWrong = await signIn(auth, staff.email, "mala-clave-2", "10.9.1.1");
    expect(stillWrong.ok || loginErrorMessage(stillWrong.code)).toBe(
      "El nombre de usuario o contraseña son incorrectos. Intenta nuevamente.",
    );

    await diskHasRoom();
    for (let i = 1; i < SIGN_IN.perAccount; i++) await beginAttempt(db.kysely, SIGN_IN, staff.email, `10.9.1.${i + 1}`);
    await diskFullFor(["login_failures"]);
    const locked = await signIn(auth, staff.email, staff.password, "10.9.1.9");
    expect(locked).toEqual({ ok: false, code: "too-many-requests" });
  });

  it("when not even the session can be stored, the visitor is told so in Spanish", async () => {
    const { auth } = testAuth(db);
    const staff = await makeStaff(auth);
    await diskFullFor(["login_failures", "session"]);
    const result = await signIn(auth, staff.email, staff.password, "10.9.2.1");
    expect(result.ok).toBe(false);
    expect(result.ok || loginErrorMessage(result.code)).toBe(
      "No se pudo iniciar sesión porque el servidor no puede guardar datos (puede estar sin espacio en disco). " +
        "Avisale al administrador del sitio.",
    );
  });
});
