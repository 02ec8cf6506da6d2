import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { staffAuth } from "../../tests/support/staff-session.ts";
import { createStaff, listStaff, StaffError } from "./staff.server.ts";
import { setOwnWhatsapp, setStaffProfile } from "./staff-profile.server.ts";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.destroy());

describe("staff roles", () => {
  it("creates administrators by default and agents when asked; the last administrator cannot become an agent", async () => {
    const auth = staffAuth(db, "x".repeat(32), "http://127.0.0.1");
    const base = { firstName: "Ana", lastName: "Admin", password: "clave-segura-1" };
    const admin = await createStaff(auth, { ...base, email: "ana@vitrina.test" });
    const agent = await createStaff(auth, { ...base, email: "beto@vitrina.test", lastName: "Agente", role: "agent" });
    expect([admin.role, agent.role]).toEqual(["admin", "agent"]);
    await expect(setStaffProfile(db.kysely, { userId: admin.id, role: "agent", whatsapp: null })).rejects.toThrow(
      new StaffError("Tiene que quedar al menos un administrador habilitado."),
    );
    await setStaffProfile(db.kysely, { userId: agent.id, role: "admin", whatsapp: "5493546461234" });
    await setStaffProfile(db.kysely, { userId: admin.id, role: "agent", whatsapp: null });
    await setOwnWhatsapp(db.kysely, admin.id, "5493515550000");
    const staff = await listStaff(db.kysely);
    expect(staff.map((s) => [s.email, s.role, s.whatsapp])).toEqual([
      ["ana@vitrina.test", "agent", "5493515550000"],
      ["beto@vitrina.test", "admin", "5493546461234"],
    ]);
  });
});
