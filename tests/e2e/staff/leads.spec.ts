// Leads and agents (issue #35) in the browser: a visitor's enquiries in Spanish and English open the chat at once
// with the seed's text on the listing's agent's number and are stored; the agent is e-mailed (local SMTP server),
// finds them in 'Consultas' with every field, moves one through the pipeline and adds a note; another agent gets
// a 403 page for that lead and for Configuración; a bot's honeypot enquiry stores nothing, and a form resent in a
// loop stores five (the per-e-mail limit).
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { createProperty, demoInput } from "../../support/fixtures.ts";
import { makePng } from "../../support/images.ts";
import { createSignedInStaff } from "../../support/staff-session.ts";
import { expect, test } from "../fixtures.ts";

const tag = crypto.randomBytes(3).toString("hex");
const AGENT_NUMBER = "5493515550101";
const mailbox = `http://127.0.0.1:${process.env.VITRINA_E2E_MAIL_PORT}/correo`;

async function enquire(page: Page, path: string, labels: string[], button: string, values: string[], honeypot = "") {
  await page.goto(path);
  // What a bot does: it fills every field, the hidden one too.
  if (honeypot) await page.locator('input[name="website"]').fill(honeypot, { force: true });
  for (const [i, label] of labels.entries()) await page.getByLabel(label, { exact: true }).fill(values[i]);
  const stored = page.waitForResponse((r) => r.url().endsWith("/api/consultas"));
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: button }).click();
  const popup = await popupOpened;
  expect((await stored).status()).toBe(202);
  return new URL(popup.url());
}

test.describe.configure({ mode: "serial" });

let listing = "";
let agents: { a: { id: string; email: string }; b: { id: string; email: string } };

test.beforeAll(async ({ e2eAuth }) => {
  const { auth, secret, publicUrl, db } = e2eAuth;
  const make = (who: string) =>
    createSignedInStaff(auth, secret, publicUrl, { email: `${who}-${tag}@vitrina.test`, name: `Agente ${who}` });
  const [a, b] = [await make("a"), await make("b")];
  agents = { a, b };
  await db.kysely.updateTable("user").set({ role: "agent" }).where("id", "in", [a.id, b.id]).execute();
  await db.kysely.updateTable("user").set({ whatsapp: AGENT_NUMBER }).where("id", "=", a.id).execute();
  listing = await createProperty(db.kysely, demoInput({ name: `Casa de consultas ${tag}` }), [], {
    by: { id: a.id, name: "Agente a" },
  });
});

test("enquiries reach the listing's agent, who answers them through the pipeline", async ({ page, login, e2eAuth }) => {
  const es = await enquire(
    page,
    `/propiedad/${listing}`,
    ["Nombre", "Email", "Teléfono", "Mensaje"],
    "Enviar consulta por WhatsApp",
    ["Lucía Gómez", "lucia@example.com", "0351 15 555-1234", "¿Se puede visitar el sábado?"],
  );
  expect(es.origin + es.pathname).toBe(`https://wa.me/${AGENT_NUMBER}`);
  expect(es.searchParams.get("text")).toContain("Hola, soy Lucía Gómez. Quisiera consultar por esta propiedad:");
  await expect(page.getByRole("link", { name: "Privacidad" })).toHaveAttribute("href", "/privacidad");
  // The floating chat button goes to the agent too.
  await expect(page.locator("a[data-chat-float]")).toHaveAttribute(
    "href",
    new RegExp(`^https://wa.me/${AGENT_NUMBER}\\?`),
  );
  // Beside the form: the agent's name (initials: no photo), never their e-mail.
  await expect(page.getByText("Agente de esta propiedad")).toBeVisible();
  await expect(page.getByText("Agente a", { exact: true })).toBeVisible();
  await expect(page.getByText(agents.a.email)).toHaveCount(0);
  // Leaving the page in the browser: the floating button goes back to the agency's number.
  await page.getByRole("banner").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("a[data-chat-float]")).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(page.locator("a[data-chat-float]")).not.toHaveAttribute("href", new RegExp(AGENT_NUMBER));
  const en = await enquire(
    page,
    `/en/propiedad/${listing}`,
    ["Name", "Email", "Phone", "Message"],
    "Send enquiry by WhatsApp",
    ["John Smith", "john@example.com", "+54 9 351 555-9876", "Is it available in March?"],
  );
  expect(en.searchParams.get("text")).toContain("Hello, I am John Smith.");
  await expect(page.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/en/privacy");

  // A bot fills the hidden field: the chat opens as usual, the server answers alike, nothing is stored.
  await enquire(
    page,
    `/propiedad/${listing}`,
    ["Nombre", "Email", "Teléfono", "Mensaje"],
    "Enviar consulta por WhatsApp",
    ["Bot", "bot@example.com", "0351 555-0000", "spam"],
    "https://spam.example",
  );
  const stored = await e2eAuth.db.kysely
    .selectFrom("leads")
    .select(["name", "language", "agent_id"])
    .where("property_id", "=", listing)
    .orderBy("created_at")
    .execute();
  expect(stored).toEqual([
    { name: "Lucía Gómez", language: "es", agent_id: agents.a.id },
    { name: "John Smith", language: "en", agent_id: agents.a.id },
  ]);

  // The agent's e-mails, one per lead, with the link to it.
  await expect
    .poll(async () => {
      const mail = (await (await fetch(mailbox)).json()) as Array<{ to: string; raw: string }>;
      return mail.filter((m) => m.to === agents.a.email && m.raw.includes("/dashboard/consultas/")).length;
    })
    .toBe(2);

  await login({ email: agents.a.email });
  // The dashboard counts stored enquiries, not only clicks.
  await page.goto("/dashboard");
  await expect(page.locator('[data-counter="Consultas recibidas"]')).not.toHaveText("0");
  await expect(page.locator("th", { hasText: "Guardadas" })).toBeAttached();
  await page.goto("/dashboard/consultas");
  await expect(page.getByRole("link", { name: "Consultas" })).toContainText(/\d/);
  await page.screenshot({ path: test.info().outputPath("consultas.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath("consultas-375.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Lucía Gómez" }).click();
  for (const text of ["¿Se puede visitar el sábado?", "lucia@example.com", "0351 15 555-1234", "Español"]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "WhatsApp +5493515551234" })).toBeVisible();
  await page.getByLabel("Estado").selectOption({ label: "Contactada" });
  await page.getByRole("button", { name: "Cambiar estado" }).click();
  await expect(page.getByText("Cambios guardados.")).toBeVisible();
  await page.getByLabel("Nueva nota").fill("La llamé; visita el sábado a las 10.");
  await page.getByRole("button", { name: "Agregar nota" }).click();
  await expect(page.getByText("La llamé; visita el sábado a las 10.")).toBeVisible();
  await expect(page.getByText("Nueva → Contactada")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("consulta.png"), fullPage: true });

  // The listing's agent is chosen on its edit page; without one, its enquiries go to the agency's WhatsApp.
  await page.goto(`/dashboard/propiedades/editar/${listing}`);
  const agentSelect = page.getByLabel("Recibe las consultas y los WhatsApp de esta propiedad");
  await expect(agentSelect).toHaveValue(agents.a.id);
  await agentSelect.selectOption({ label: "Sin agente: la inmobiliaria" });
  await page.getByRole("button", { name: "Asignar agente" }).click();
  await page.waitForURL(/agente=1/);
  await expect(page.getByLabel("Recibe las consultas y los WhatsApp de esta propiedad")).toHaveValue("");
  const row = await e2eAuth.db.kysely
    .selectFrom("properties")
    .select("agent_id")
    .where("id", "=", listing)
    .executeTakeFirst();
  expect(row?.agent_id).toBeNull();
});

test.describe("another agent", () => {
  test.use({ allowConsoleErrors: true });
  test("gets a 403 page for the lead and for Configuración, with nothing of the lead", async ({
    page,
    login,
    e2eAuth,
  }) => {
    const lead = await e2eAuth.db.kysely
      .selectFrom("leads")
      .select("id")
      .where("property_id", "=", listing)
      .executeTakeFirstOrThrow();
    await login({ email: agents.b.email });
    const res = await page.goto(`/dashboard/consultas/${lead.id}`);
    expect(res?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Sin permiso" })).toBeVisible();
    expect(await page.content()).not.toContain("Lucía");
    expect((await page.goto("/dashboard/configuracion"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Sin permiso" })).toBeVisible();
  });

  test("sets their own WhatsApp in 'Mi perfil'; a bad number is refused in Spanish and changes nothing", async ({
    page,
    login,
    e2eAuth,
  }) => {
    await login({ email: agents.b.email });
    await page.goto("/dashboard/perfil");
    const field = page.getByLabel("Mi WhatsApp");
    await field.fill("12345");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("No es un número de WhatsApp argentino utilizable")).toBeVisible();
    const stored = () =>
      e2eAuth.db.kysely.selectFrom("user").select("whatsapp").where("id", "=", agents.b.id).executeTakeFirst();
    expect((await stored())?.whatsapp).toBeNull();
    await page.getByLabel("Mi WhatsApp").fill("0351 15 555-0202");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Perfil guardado.")).toBeVisible();
    expect((await stored())?.whatsapp).toBe("5493515550202");
    // Their photo, shown beside their listings' enquiry form.
    await page
      .getByLabel("Mi foto:")
      .setInputFiles({ name: "yo.png", mimeType: "image/png", buffer: await makePng(300, 400) });
    await page.getByRole("button", { name: "Guardar foto" }).click();
    await expect(page.getByText("Perfil guardado.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Mi foto actual" })).toBeVisible();
  });
});

test("a form resent in a loop: the chat opens every time, but only five enquiries per e-mail are stored", async ({
  page,
  e2eAuth,
}) => {
  const email = `repetida-${tag}@example.com`;
  for (let i = 1; i <= 6; i++) {
    const chat = await enquire(
      page,
      `/propiedad/${listing}`,
      ["Nombre", "Email", "Teléfono", "Mensaje"],
      "Enviar consulta por WhatsApp",
      [`Repetida ${i}`, email, "0351 555-0001", "Hola otra vez"],
    );
    expect(chat.hostname).toBe("wa.me");
  }
  // The server answered all six alike (202, checked by enquire); the sixth was dropped without a word.
  const stored = await e2eAuth.db.kysely.selectFrom("leads").select("name").where("email", "=", email).execute();
  expect(stored).toHaveLength(5);
});
