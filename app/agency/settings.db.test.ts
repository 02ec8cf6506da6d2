import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { parseSettings } from "../runtime/process/env.server.ts";
import { encodeAgencyImage } from "./images.server.ts";
import { agencyProfile, agencySettings, saveAgencySettings } from "./settings.server.ts";
import sharp from "sharp";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.destroy());

const env = parseSettings({ AGENCY_NAME: "Desde el Entorno", AGENCY_WHATSAPP: "+54 9 3546 46-1234" });
const actor = { id: "u1", name: "Ana Staff" };

describe("agency settings", () => {
  it("start from the environment, then a save wins and is recorded with old → new", async () => {
    const before = await agencySettings(db.kysely, env);
    expect(before.name).toBe("Desde el Entorno");
    expect(before.whatsapp).toBe("5493546461234");
    expect(before.about).toContain("En Desde el Entorno creemos");

    await saveAgencySettings(db.kysely, env, { values: { ...before, whatsapp: "5493515551234" }, images: {} }, actor);
    const after = await agencySettings(db.kysely, env);
    expect(after.whatsapp).toBe("5493515551234");
    expect(after.name).toBe("Desde el Entorno");

    const entries = await db.kysely.selectFrom("activity").selectAll().where("action", "=", "settings").execute();
    expect(entries).toHaveLength(1);
    expect(entries[0].actor_name).toBe("Ana Staff");
    expect(JSON.parse(entries[0].details).changes).toEqual([
      { field: "WhatsApp", from: "5493546461234", to: "5493515551234" },
    ]);
  });

  it("re-encode a logo to WebP without its metadata, and serve it under a versioned URL", async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: "#123456" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secreto" } } })
      .png()
      .toBuffer();
    const encoded = await encodeAgencyImage("logo", png, "logo.png");
    if (!encoded.ok) throw new Error(encoded.message);
    const values = await agencySettings(db.kysely, env);
    await saveAgencySettings(db.kysely, env, { values, images: { logo: encoded.images } }, actor);
    const profile = await agencyProfile(db.kysely, env);
    expect(profile.logo).toMatchObject({ width: 480, height: 160 });
    expect(profile.logo?.src).toMatch(/^\/marca\/logo-[0-9a-f]{16}\.webp$/);
    const meta = await sharp(Buffer.from(encoded.images[0].data)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();

    const refused = await encodeAgencyImage("logo", Buffer.from("no soy una imagen"), "logo.png");
    expect(refused).toEqual({ ok: false, message: "«logo.png» no es una foto JPEG, PNG, WebP, AVIF ni GIF." });
  });

  it("refuse any change to a recorded history entry", async () => {
    await expect(db.kysely.updateTable("activity").set({ actor_name: "Otro" }).execute()).rejects.toThrow(
      /no se puede modificar/,
    );
    await expect(db.kysely.deleteFrom("activity").execute()).rejects.toThrow(/no se puede modificar/);
  });
});
