// Saved searches on the built server (issue 36): the form under the results in both languages, a refused address
// that stores nothing, the confirmation e-mail's link, a tampered link, the manage page in English, and the
// one-click unsubscribe: one POST, without cookies or Origin, to the List-Unsubscribe URL of an alert.
import { describe, expect, it } from "vitest";
import { alertLink } from "../../app/alerts/links.server.ts";
import { alertMail } from "../../app/alerts/mail.server.ts";
import { readMessage } from "../support/mail-message.ts";
import { dashboardHttpAs } from "../support/dashboard-http.ts";
import { createSignedInStaff, staffAuth } from "../support/staff-session.ts";
import { serverWithInbox } from "../support/server-with-inbox.ts";

const SECRET = "k".repeat(48);
const site = serverWithInbox("vitrina-alerts-int-", { BETTER_AUTH_SECRET: SECRET });
const searches = () => site.sdb.db.kysely.selectFrom("saved_searches").selectAll().execute();
const signUp = (pathname: string, form: Record<string, string>) =>
  fetch(`${site.server.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
    body: new URLSearchParams(form),
  });
/** The link's path and query on this server (the e-mail names PUBLIC_URL). */
const onServer = (link: string) => {
  const u = new URL(link);
  return `${site.server.url}${u.pathname}${u.search}`;
};

async function mailTo(to: string) {
  for (let i = 0; i < 100 && !site.inbox.messages.some((m) => m.to === to); i++)
    await new Promise((r) => setTimeout(r, 100));
  return readMessage(site.inbox.messages.find((m) => m.to === to)!.raw);
}

describe(`saved-search pages (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("shows the form under the results, with the privacy link, in Spanish and English", async () => {
    const es = await (await fetch(`${site.server.url}/?localidad=Tanti`)).text();
    expect(es).toContain("Avisarme de nuevas propiedades");
    expect(es).toContain('action="/avisos"');
    expect(es).toContain('href="/privacidad"');
    const en = await (await fetch(`${site.server.url}/en/tipo/Alquiler`)).text();
    expect(en).toContain("Tell me about new properties");
    expect(en).toContain('action="/en/avisos"');
    expect(en).toContain('href="/en/privacy"');
    expect(en).toContain('name="estado" value="Alquiler"');
  });

  it("refuses an invalid address with a clear message and stores nothing", async () => {
    const res = await signUp("/avisos", { email: "no-es-un-correo", frecuencia: "daily", localidad: "Tanti" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("El correo electrónico no es válido.");
    expect(await searches()).toEqual([]);
  });

  it("saves the search, e-mails the confirmation link, and the link confirms it; a tampered one does not", async () => {
    const res = await signUp("/avisos", { email: "lia@example.com", frecuencia: "instant", localidad: "Tanti" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Te enviamos un correo a lia@example.com");
    const mail = await mailTo("lia@example.com");
    const link = mail.text.match(/https?:\/\/\S+\/avisos\/confirmar\?t=[\w.-]+/)![0];
    const tampered = await fetch(onServer(link.replace(/.$/, (c) => (c === "A" ? "B" : "A"))));
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("El enlace no es válido");
    expect((await searches())[0].confirmed_at).toBeNull();
    const confirmed = await fetch(onServer(link));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Búsqueda confirmada");
    const [search] = await searches();
    expect(search).toMatchObject({ email: "lia@example.com", frequency: "instant", filters: "localidad=Tanti" });
    expect(search.confirmed_at).not.toBeNull();
  });

  it("manages the address's searches in English from the signed link", async () => {
    const ctx = { publicUrl: site.server.url, secret: SECRET };
    const page = await (await fetch(alertLink(ctx, "manage", "lia@example.com", "en"))).text();
    expect(page).toContain("My saved searches");
    expect(page).toContain("Tanti");
    const other = await fetch(`${site.server.url}/en/avisos/gestionar?t=nada`);
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("The link is not valid or is incomplete.");
  });

  it("unsubscribes with one POST to the List-Unsubscribe URL of an alert", async () => {
    const [search] = await searches();
    const ctx = {
      publicUrl: site.server.url,
      secret: SECRET,
      agency: "Vitrina",
      photoBase: `${site.server.url}/media`,
      rate: null,
    };
    const mail = alertMail(ctx, search, []);
    const url = mail.headers!["List-Unsubscribe"].slice(1, -1);
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const body = await res.text();
    expect(res.status, body.slice(0, 3000)).toBe(200);
    expect(await searches()).toEqual([]);
  });

  it("shows staff the demand and, on the edit screen, how many saved searches a listing matches", async () => {
    const at = new Date().toISOString();
    await site.sdb.db.kysely
      .insertInto("saved_searches")
      .values({
        id: "embalse",
        email: "ivo@example.com",
        filters: "localidad=Embalse&tipo=Casa",
        locality: "Embalse",
        type: "Casa",
        state: "",
        frequency: "weekly",
        locale: "es",
        created_at: at,
        confirmed_at: at,
        checked_at: at,
        sent_at: null,
      })
      .execute();
    const staff = await createSignedInStaff(staffAuth(site.sdb.db, SECRET, site.server.url), SECRET, site.server.url);
    const http = dashboardHttpAs(site.server.url, staff.id, `${staff.cookie.name}=${staff.cookie.value}`);
    const draftId = await http.newDraft();
    expect((await http.saveNew(draftId, [])).status).toBe(302);
    const headers = { cookie: `${staff.cookie.name}=${staff.cookie.value}` };
    const edit = await (await fetch(`${site.server.url}/dashboard/propiedades/editar/${draftId}`, { headers })).text();
    expect(edit).toContain("Esta propiedad coincide con 1 búsqueda guardada");
    const panel = await (await fetch(`${site.server.url}/dashboard`, { headers })).text();
    expect(panel).toContain("1 búsqueda confirmada");
    expect(panel).toContain("Embalse");
  });
});
