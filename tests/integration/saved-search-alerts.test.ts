// The alerts job inside the built server (issue 36), one server start: a visitor saves a search through the public
// form and confirms it from the e-mail, staff publish a matching listing from the dashboard, and the instant alert
// arrives at the local SMTP server with the listing's name and a List-Unsubscribe URL that one POST honours. And
// the new-listing form's count of the saved searches its values match, asked before the first save.
import { describe, expect, it } from "vitest";
import { readMessage } from "../support/mail-message.ts";
import { type DashboardHttp, dashboardHttpAs } from "../support/dashboard-http.ts";
import { createSignedInStaff, staffAuth } from "../support/staff-session.ts";
import { confirmedSearchRow } from "../support/saved-search-row.ts";
import { serverWithInbox } from "../support/server-with-inbox.ts";

const SECRET = "q".repeat(48);
// The job looks every second here (ALERTS_INTERVAL_SECONDS, a minute by default).
const site = serverWithInbox("vitrina-alerts-job-", { BETTER_AUTH_SECRET: SECRET, ALERTS_INTERVAL_SECONDS: "1" });
const searches = () => site.sdb.db.kysely.selectFrom("saved_searches").selectAll().execute();
/** The link's path and query on this server (the e-mail names PUBLIC_URL). */
const onServer = (link: string) => {
  const u = new URL(link);
  return `${site.server.url}${u.pathname}${u.search}`;
};

/** The `n`th message to `to` (1-based), once it has arrived. */
async function nthMailTo(to: string, n: number) {
  const to_ = () => site.inbox.messages.filter((m) => m.to === to);
  for (let i = 0; i < 300 && to_().length < n; i++) await new Promise((r) => setTimeout(r, 100));
  const raw = to_()[n - 1]?.raw;
  if (!raw) throw new Error(`no message ${n} to ${to} (got ${to_().length})`);
  return readMessage(raw);
}

let staff: DashboardHttp;
const signedIn = async () => {
  if (!staff) {
    const s = await createSignedInStaff(staffAuth(site.sdb.db, SECRET, site.server.url), SECRET, site.server.url);
    staff = dashboardHttpAs(site.server.url, s.id, `${s.cookie.name}=${s.cookie.value}`);
  }
  return staff;
};

describe(`saved-search alerts in the running server (${process.env.VITRINA_TEST_ENGINE})`, () => {
  it("e-mails an instant alert for a matching listing published from the dashboard; one POST unsubscribes", async () => {
    const form = new URLSearchParams({ email: "nora@example.com", frecuencia: "instant", localidad: "Embalse" });
    const saved = await fetch(`${site.server.url}/avisos`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
      body: form,
    });
    expect(saved.status).toBe(200);
    const confirmation = await nthMailTo("nora@example.com", 1);
    const link = confirmation.text.match(/https?:\/\/\S+\/avisos\/confirmar\?t=[\w.-]+/)![0];
    const confirmed = await fetch(onServer(link));
    expect(await confirmed.text()).toContain("Búsqueda confirmada");

    const http = await signedIn();
    const draftId = await http.newDraft();
    expect((await http.saveNew(draftId, [], "Casa frente al embalse")).status).toBe(302);

    const alert = await nthMailTo("nora@example.com", 2);
    expect(alert.header("subject")).toMatch(/^1 novedad para tu búsqueda en /);
    expect(alert.text).toMatch(/^Nueva: Casa frente al embalse$/m);
    const unsubscribe = alert.header("list-unsubscribe")!.slice(1, -1);
    expect(alert.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const res = await fetch(onServer(unsubscribe), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await searches()).toEqual([]);
  });

  it("counts the saved searches the new-listing form's values match, before any save, storing nothing", async () => {
    await site.sdb.db.kysely
      .insertInto("saved_searches")
      .values([
        confirmedSearchRow("mina1", { localidad: "Mina Clavero" }),
        confirmedSearchRow("mina2", { localidad: "Mina Clavero", precio: "0 - 100000 USD" }),
        confirmedSearchRow("tanti", { localidad: "Tanti" }),
      ])
      .execute();
    const http = await signedIn();
    const listings = async () => (await site.sdb.db.kysely.selectFrom("properties").select("id").execute()).length;
    const before = await listings();
    const count = async (fields: Record<string, string>) => {
      const res = await fetch(`${site.server.url}/dashboard/propiedades/coincidencias`, {
        method: "POST",
        headers: { cookie: http.cookie, origin: site.server.url },
        body: new URLSearchParams({
          // As the form is being filled in: no name, address or description yet.
          draftId: await http.newDraft(),
          type: "Casa",
          state: "Venta",
          currency: "USD",
          ...fields,
        }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { count: number | null }).count;
    };
    expect(await count({ locality: "Mina Clavero", price: "90000" })).toBe(2);
    expect(await count({ locality: "Mina Clavero", price: "150000" })).toBe(1);
    expect(await count({ locality: "Cosquín", price: "90000" })).toBe(0);
    // Not valid yet (no locality): no count.
    expect(await count({ locality: "", price: "90000" })).toBeNull();
    expect(await listings()).toBe(before);
    // Staff only.
    const anonymous = await fetch(`${site.server.url}/dashboard/propiedades/coincidencias`, {
      method: "POST",
      headers: { origin: site.server.url },
      body: new URLSearchParams({ locality: "Mina Clavero" }),
      redirect: "manual",
    });
    expect([302, 401, 403]).toContain(anonymous.status);
  });
});
