import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { testAuth } from "../../tests/support/auth.ts";
import { DEMO_STAFF, ensureDemoStaff } from "./demo-staff.server.ts";
import { disableStaff, findStaffByEmail, setStaffPassword } from "./staff.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe(`demo staff account (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("is created once and announced with its password on every start", async () => {
    const { auth } = testAuth(db);
    const first = await ensureDemoStaff(auth, db.kysely, "Demo2345abcdefgh");
    expect(first).toEqual([`Usuario de demostración: ${DEMO_STAFF.email}  contraseña: Demo2345abcdefgh`]);
    expect(await ensureDemoStaff(auth, db.kysely, "Demo2345abcdefgh")).toEqual(first);
  });

  it("says so when the password was changed or the account disabled, instead of printing a wrong one", async () => {
    const { auth } = testAuth(db);
    const demo = (await findStaffByEmail(db.kysely, DEMO_STAFF.email))!;
    await setStaffPassword(auth, demo.id, "otra-clave-123");
    await disableStaff(auth, demo.id);
    expect(await ensureDemoStaff(auth, db.kysely, "Demo2345abcdefgh")).toEqual([
      `Usuario de demostración: ${DEMO_STAFF.email}  contraseña: (cambiada)  (deshabilitado; la contraseña fue ` +
        `cambiada desde el panel)`,
    ]);
  });
});
