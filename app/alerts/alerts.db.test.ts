// Saved searches end to end through a local SMTP server (issue 36): the confirmation link, an instant alert when a
// matching listing is published, nothing for one that does not match, a daily digest with a price drop, one-click
// unsubscribe by one POST to the List-Unsubscribe URL, and no second e-mail after a restart.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInbox, type Inbox } from "../../tests/support/smtp-inbox.ts";
import { readMessage } from "../../tests/support/mail-message.ts";
import { createTestDb, type TestDb } from "../../tests/support/test-db.ts";
import { formValues } from "../../tests/support/fixtures.ts";
import { connect } from "../db/connect.server.ts";
import { diskStorage } from "../photos/storage.server.ts";
import type { PhotoContext } from "../photos/upload-queue.server.ts";
import { issueDraft } from "../photos/upload-target.server.ts";
import { NO_FILTERS } from "../properties/catalogue-params.ts";
import { getProperty } from "../properties/queries.server.ts";
import { runBulkAction } from "../properties/bulk.server.ts";
import { createFromForm, updateFromForm } from "../properties/save.server.ts";
import { type AlertsContext, runAlertsOnce } from "./job.server.ts";
import { countMatchingSearches } from "./matches.server.ts";
import { savedSearchDemand } from "./demand.server.ts";
import { ALERT_SIGNUP, MAX_SEARCHES_PER_ADDRESS } from "./searches.server.ts";
import { createAlertTransport } from "./transport.server.ts";
import { confirmByLink, subscribe } from "./visitor.server.ts";
import { unsubscribeFromRequest } from "./unsubscribe-action.server.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

const SECRET = "s".repeat(40);
const ana = { id: "staff-ana", name: "Ana Pérez" };
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 5, day, hour));

let db: TestDb;
let inbox: Inbox;
let dir: string;
let photos: PhotoContext;

const contextOn = (kysely: Kysely<Database>): AlertsContext => ({
  db: kysely,
  send: createAlertTransport({ smtpUrl: inbox.url, address: "avisos@example.com" }),
  mail: async () => ({
    agency: "Inmobiliaria Sierras",
    publicUrl: "https://vitrina.example",
    secret: SECRET,
    photoBase: "https://vitrina.example/media",
  }),
});

beforeAll(async () => {
  db = await createTestDb();
  inbox = await startInbox();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrina-alerts-"));
  photos = { kysely: db.kysely, storage: diskStorage(dir) };
});
afterAll(async () => {
  await inbox.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const messagesTo = (to: string) => inbox.messages.filter((m) => m.to === to).map((m) => readMessage(m.raw));
const mailsTo = (to: string) => messagesTo(to).map((m) => m.text);
const linkIn = (mail: string, p: string) => {
  const m = mail.match(new RegExp(`https://vitrina\\.example${p.replace("/", "\\/")}\\?t=[\\w.-]+`));
  if (!m) throw new Error(`sin enlace ${p} en:\n${mail}`);
  return m[0];
};

async function publish(name: string, fields: Parameters<typeof formValues>[0], when: Date) {
  const id = await issueDraft(db.kysely, ana.id);
  await createFromForm(photos, id, formValues({ name, ...fields }), ana, when);
  return id;
}

const idOf = async (name: string) =>
  (await db.kysely.selectFrom("properties").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

/** Saves the listing's edit form with `fields` changed (the rest as stored). */
async function edit(id: string, fields: Parameters<typeof formValues>[0], when: Date) {
  const p = (await getProperty(db.kysely, id, "staff"))!;
  const values = { name: p.name, locality: p.locality, type: p.type, currency: p.currency, price: p.price };
  await updateFromForm(photos, id, formValues({ ...values, version: p.version, ...fields }), ana, when);
}

async function saveSearch(email: string, filters: Partial<typeof NO_FILTERS>, frequency: string, when: Date) {
  const ctx = contextOn(db.kysely);
  const r = await subscribe(
    ctx,
    { email, frequency, locale: "es", filters: { ...NO_FILTERS, ...filters }, ip: "10.0.0.1" },
    when,
  );
  expect(r.ok).toBe(true);
  const [mail] = mailsTo(email);
  const confirmed = await confirmByLink(
    db.kysely,
    SECRET,
    new URL(linkIn(mail, "/avisos/confirmar")).searchParams.get("t"),
    when,
  );
  expect(confirmed.ok).toBe(true);
}

describe(`saved-search alerts (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("sends a confirmation link; nothing is sent for the search before it is followed", async () => {
    const ctx = contextOn(db.kysely);
    const r = await subscribe(
      ctx,
      {
        email: "Lia@Example.com",
        frequency: "instant",
        locale: "es",
        filters: { ...NO_FILTERS, localidad: "Tanti" },
        ip: "10.0.0.9",
      },
      at(1),
    );
    expect(r).toEqual({ ok: true, email: "lia@example.com" });
    const [mail] = mailsTo("lia@example.com");
    expect(messagesTo("lia@example.com")[0].header("subject")).toBe(
      "Confirmá tu búsqueda guardada en Inmobiliaria Sierras",
    );
    expect(mail).toContain("Tanti");
    await publish("Casa en Tanti", { locality: "Tanti" }, at(1, 14));
    await runAlertsOnce(ctx, at(1, 15));
    expect(mailsTo("lia@example.com")).toHaveLength(1);
    const token = new URL(linkIn(mail, "/avisos/confirmar")).searchParams.get("t");
    // A day after the link expired, it is refused and the request is forgotten.
    expect(await confirmByLink(db.kysely, SECRET, token, at(9))).toEqual({ ok: false, reason: "expired" });
    expect(await confirmByLink(db.kysely, SECRET, `${token}x`, at(2))).toEqual({ ok: false, reason: "invalid" });
    const ok = await confirmByLink(db.kysely, SECRET, token, at(2));
    expect(ok.ok && ok.value.confirmed_at).toBe(at(2).toISOString());
  });

  it("an instant alert lists a newly published matching listing, with the unsubscribe headers and links", async () => {
    await saveSearch("ana@example.com", { localidad: "Amboy", tipo: "Casa" }, "instant", at(3));
    await publish("Casa del lago", { locality: "Amboy", type: "Casa", currency: "USD", price: 120_000 }, at(3, 14));
    await runAlertsOnce(contextOn(db.kysely), at(3, 15));
    const mails = mailsTo("ana@example.com");
    expect(mails).toHaveLength(2);
    const alert = mails[1];
    const message = messagesTo("ana@example.com")[1];
    expect(message.header("from")).toBe("Inmobiliaria Sierras <avisos@example.com>");
    expect(message.header("subject")).toBe("1 novedad para tu búsqueda en Inmobiliaria Sierras");
    expect(message.header("list-unsubscribe")).toMatch(/^<https:\/\/vitrina\.example\/avisos\/baja\?t=[\w.-]+>$/);
    expect(message.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(alert).toContain("Casa del lago");
    expect(alert).toContain("USD 120.000");
    expect(alert).toContain("Content-Type: text/html");
    expect(alert).toContain("Content-Type: text/plain");
    linkIn(alert, "/avisos/gestionar");
  });

  it("sends nothing for a listing that does not match", async () => {
    const before = mailsTo("ana@example.com").length;
    await publish("Depto en Tanti", { locality: "Tanti", type: "Departamento" }, at(4, 10));
    await runAlertsOnce(contextOn(db.kysely), at(4, 11));
    expect(mailsTo("ana@example.com")).toHaveLength(before);
  });

  it("never sends the same listing twice, also after a restart on a fresh connection", async () => {
    const before = mailsTo("ana@example.com").length;
    const fresh = connect(db.location);
    try {
      await runAlertsOnce(contextOn(fresh.kysely), at(5));
      // Edited again (still matching): already listed, not new.
      const id = await idOf("Casa del lago");
      const p = (await getProperty(db.kysely, id, "staff"))!;
      await updateFromForm(
        photos,
        id,
        formValues({
          name: p.name,
          locality: "Amboy",
          currency: "USD",
          price: 120_000,
          version: p.version,
          description: "Con muelle.",
        }),
        ana,
        at(5, 13),
      );
      await runAlertsOnce(contextOn(fresh.kysely), at(5, 14));
    } finally {
      await fresh.close();
    }
    expect(mailsTo("ana@example.com")).toHaveLength(before);
  });

  it("a daily digest lists a matching listing whose price dropped, old → new", async () => {
    const id = await publish("Chalet Serrano", { locality: "Cosquín", currency: "USD", price: 200_000 }, at(6, 9));
    await saveSearch("bruno@example.com", { localidad: "Cosquín" }, "daily", at(6, 10));
    const p = (await getProperty(db.kysely, id, "staff"))!;
    await updateFromForm(
      photos,
      id,
      formValues({ name: p.name, locality: "Cosquín", currency: "USD", price: 180_000, version: p.version }),
      ana,
      at(6, 15),
    );
    // Not a day since the last check: nothing yet.
    await runAlertsOnce(contextOn(db.kysely), at(6, 16));
    expect(mailsTo("bruno@example.com")).toHaveLength(1);
    await runAlertsOnce(contextOn(db.kysely), at(7, 10));
    const mails = mailsTo("bruno@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("Chalet Serrano");
    expect(mails[1]).toContain("Bajó de precio: USD 200.000 → USD 180.000");
  });

  it("unsubscribes with one POST to the List-Unsubscribe URL; the address gets nothing more", async () => {
    const url = messagesTo("ana@example.com")[1].header("list-unsubscribe")!.slice(1, -1);
    const outcome = await unsubscribeFromRequest(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      db.kysely,
      SECRET,
    );
    expect(outcome).toEqual({ ok: true, status: 200 });
    const left = await db.kysely
      .selectFrom("saved_searches")
      .select("id")
      .where("email", "=", "ana@example.com")
      .execute();
    expect(left).toEqual([]);
    const before = mailsTo("ana@example.com").length;
    await publish("Casa nueva en Amboy", { locality: "Amboy", type: "Casa" }, at(8, 10));
    await runAlertsOnce(contextOn(db.kysely), at(8, 11));
    expect(mailsTo("ana@example.com")).toHaveLength(before);
  });

  it("refuses an invalid address and a 21st search, storing nothing", async () => {
    const ctx = contextOn(db.kysely);
    const count = async () =>
      Number(
        (
          await db.kysely
            .selectFrom("saved_searches")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const start = await count();
    const bad = await subscribe(ctx, {
      email: "no-es-correo",
      frequency: "daily",
      locale: "es",
      filters: NO_FILTERS,
      ip: "10.0.0.2",
    });
    expect(bad).toEqual({ ok: false, refusal: "email" });
    for (let i = 0; i < MAX_SEARCHES_PER_ADDRESS; i++)
      await db.kysely
        .insertInto("saved_searches")
        .values({
          id: `cap-${i}`,
          email: "eva@example.com",
          filters: "",
          locality: "",
          type: "",
          state: "",
          frequency: "weekly",
          locale: "es",
          created_at: at(9).toISOString(),
          confirmed_at: at(9).toISOString(),
          checked_at: at(9).toISOString(),
          sent_at: null,
        })
        .execute();
    const capped = await subscribe(
      ctx,
      { email: "eva@example.com", frequency: "daily", locale: "es", filters: NO_FILTERS, ip: "10.0.0.3" },
      at(10),
    );
    expect(capped).toEqual({ ok: false, refusal: "cap" });
    expect(await count()).toBe(start + MAX_SEARCHES_PER_ADDRESS);
  });

  it("counts the confirmed searches a listing matches, drafts included", async () => {
    const id = await issueDraft(db.kysely, ana.id);
    await createFromForm(photos, id, formValues({ name: "Borrador en Cosquín", locality: "Cosquín" }), ana, at(11), {
      draft: true,
    });
    // bruno's Cosquín search and eva's 20 searches of everything.
    expect(await countMatchingSearches(db.kysely, id, null)).toBe(1 + MAX_SEARCHES_PER_ADDRESS);
  });

  it("tells the dashboard the confirmed searches and the most searched localities, marking those not stocked", async () => {
    await db.kysely
      .insertInto("saved_searches")
      .values({
        id: "yacanto",
        email: "ivo@example.com",
        filters: "localidad=Yacanto",
        locality: "Yacanto",
        type: "",
        state: "",
        frequency: "daily",
        locale: "es",
        created_at: at(12).toISOString(),
        confirmed_at: at(12).toISOString(),
        checked_at: at(12).toISOString(),
        sent_at: null,
      })
      .execute();
    const demand = await savedSearchDemand(db.kysely);
    // lia's Tanti, bruno's Cosquín, eva's twenty and ivo's Yacanto (ana unsubscribed).
    expect(demand.confirmed).toBe(23);
    expect(demand.localities).toEqual([
      { value: "Cosquín", searches: 1, stocked: true },
      { value: "Tanti", searches: 1, stocked: true },
      { value: "Yacanto", searches: 1, stocked: false },
    ]);
  });

  it("lists at most 10 listings in one e-mail, with the link to see them all", async () => {
    await saveSearch("max@example.com", { localidad: "Villa Berna" }, "instant", at(13));
    for (let i = 1; i <= 12; i++) await publish(`Cabaña ${i}`, { locality: "Villa Berna" }, at(13, 13));
    await runAlertsOnce(contextOn(db.kysely), at(13, 14));
    const [message] = messagesTo("max@example.com").slice(1);
    expect(message.header("subject")).toBe("10 novedades para tu búsqueda en Inmobiliaria Sierras");
    expect(message.text.match(/^Nueva: Cabaña \d+$/gm)).toHaveLength(10);
    expect(message.text).toContain(
      "Ver todas las propiedades de esta búsqueda: https://vitrina.example/?localidad=Villa+Berna",
    );
  });

  it("limits creations per client IP, refusing the one over the limit without storing it", async () => {
    const ctx = contextOn(db.kysely);
    const from = (n: number) =>
      subscribe(
        ctx,
        { email: `ip${n}@example.com`, frequency: "daily", locale: "en", filters: NO_FILTERS, ip: "10.9.9.9" },
        at(14),
      );
    for (let n = 0; n < ALERT_SIGNUP.perIp; n++) expect((await from(n)).ok).toBe(true);
    expect(await from(99)).toEqual({ ok: false, refusal: "throttled" });
    const stored = await db.kysely
      .selectFrom("saved_searches")
      .select("email")
      .where("email", "=", "ip99@example.com")
      .execute();
    expect(stored).toEqual([]);
    // The confirmation went out in the visitor's language.
    expect(messagesTo("ip0@example.com")[0].header("subject")).toBe(
      "Confirm your saved search at Inmobiliaria Sierras",
    );
  });

  it("does not announce an edit of a listing that already matched; one edited into the search is new", async () => {
    const casa = await publish("Casa de piedra", { locality: "La Cumbre", currency: "USD", price: 90_000 }, at(15, 9));
    const depto = await publish("Depto en Capilla", { locality: "Capilla del Monte" }, at(15, 9));
    await saveSearch("olga@example.com", { localidad: "La Cumbre" }, "instant", at(15, 10));
    // Matched when the search was saved: a new description is no news.
    await edit(casa, { description: "Con hogar a leña." }, at(15, 11));
    await runAlertsOnce(contextOn(db.kysely), at(15, 12));
    expect(mailsTo("olga@example.com")).toHaveLength(1);
    // Did not match: moved into the search, it is new (and the edited one still is not).
    await edit(depto, { locality: "La Cumbre" }, at(15, 13));
    await edit(casa, { description: "Con hogar y parque." }, at(15, 13));
    await runAlertsOnce(contextOn(db.kysely), at(15, 14));
    const [, second] = messagesTo("olga@example.com");
    expect(second.header("subject")).toBe("1 novedad para tu búsqueda en Inmobiliaria Sierras");
    expect(second.text).toMatch(/^Nueva: Depto en Capilla$/m);
    expect(second.text).not.toContain("Casa de piedra");
    // A listing that already matched and got cheaper is still told, as a drop.
    await edit(casa, { price: 85_000 }, at(15, 15));
    await runAlertsOnce(contextOn(db.kysely), at(15, 16));
    const third = mailsTo("olga@example.com")[2];
    expect(third).toContain("Bajó de precio: USD 90.000 → USD 85.000");
    expect(third).not.toMatch(/^Nueva: /m);
  });

  it("announces again a listing that stopped being public and came back", async () => {
    const casa = await idOf("Casa de piedra");
    const before = mailsTo("olga@example.com").length;
    await runBulkAction(db.kysely, { kind: "unpublish" }, [casa], ana, at(16, 9));
    await runAlertsOnce(contextOn(db.kysely), at(16, 10));
    expect(mailsTo("olga@example.com")).toHaveLength(before);
    await runBulkAction(db.kysely, { kind: "publish" }, [casa], ana, at(16, 11));
    await runAlertsOnce(contextOn(db.kysely), at(16, 12));
    const mails = mailsTo("olga@example.com");
    expect(mails).toHaveLength(before + 1);
    expect(mails[before]).toMatch(/^Nueva: Casa de piedra$/m);
  });

  it("leaves a listing saved during a check to the next check, which lists it", async () => {
    await saveSearch("pia@example.com", { localidad: "Yacanto" }, "instant", at(17, 9));
    // Saved at 11:00, while the check that started at 10:59 runs.
    await publish("Casa en Yacanto", { locality: "Yacanto" }, at(17, 11));
    await runAlertsOnce(contextOn(db.kysely), new Date(at(17, 11).getTime() - 60_000));
    expect(mailsTo("pia@example.com")).toHaveLength(1);
    await runAlertsOnce(contextOn(db.kysely), at(17, 12));
    const mails = mailsTo("pia@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/^Nueva: Casa en Yacanto$/m);
  });
});
