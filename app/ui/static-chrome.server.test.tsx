import { describe, expect, it } from "vitest";
import { allMessages } from "../i18n/catalog.server.ts";
import type { AgencyContact } from "../properties/contact.ts";
import { documentChrome, staticChrome } from "./static-chrome.server.tsx";

const agency: AgencyContact = {
  name: "Inmobiliaria Prueba",
  tagline: "Negocios Inmobiliarios",
  logo: null,
  address: "Av. Siempre Viva 742",
  phone: "03546 11-1111",
  email: "hola@prueba.com.ar",
  whatsapp: "5493546111111",
  social: [],
  whatsappHref: "https://wa.me/5493546111111",
  mapEmbedUrl: null,
};
const footerNav = [{ to: "/sobreNosotros", label: "Nosotros" }];

describe("staticChrome (rendered once per input)", () => {
  it("gives the same HTML for the same inputs, and new HTML as soon as the profile, year or language changes", () => {
    const data = { agency, year: 2026, footerNav, locale: "es" as const, messages: allMessages("es") };
    const first = staticChrome(data);
    expect(first.html).toContain("03546 11-1111");
    expect(staticChrome({ ...data, agency: { ...agency } })).toEqual(first);

    const saved = staticChrome({ ...data, agency: { ...agency, phone: "03546 22-2222" } });
    expect(saved.html).toContain("03546 22-2222");
    expect(saved.html).not.toContain("03546 11-1111");
    // The browser tells a changed chrome by its id (docs/decisions/230).
    expect(saved.id).not.toBe(first.id);
    expect(staticChrome({ ...data, year: 2027 }).html).toContain("© 2027");

    const english = staticChrome({ ...data, locale: "en", messages: allMessages("en") });
    expect(english.html).not.toBe(first.html);
    expect(english.id).not.toBe(first.id);
  });
});

describe("documentChrome (a page's own request)", () => {
  it("points the floating link at the listing's agent, keeping the agency's address on it; nothing else changes", () => {
    const { html } = staticChrome({ agency, year: 2026, footerNav, locale: "es", messages: allMessages("es") });
    expect(documentChrome({ id: "r", documentChrome: html })).toBe(html);
    const agent = "https://wa.me/5493515557777?text=Hola%2C%20A&B";
    const page = documentChrome({ id: "r", documentChrome: html, chatHref: agent }) ?? "";
    const float = /<a href="([^"]*)" data-chat-float="([^"]*)"/.exec(page);
    expect(float?.[1]).toBe("https://wa.me/5493515557777?text=Hola%2C%20A&amp;B");
    expect(float?.[2]).toBe("https://wa.me/5493546111111");
    expect(page.replace(float?.[0] ?? "", "")).toBe(html.replace(/<a href="[^"]*" data-chat-float="[^"]*"/, ""));
    expect(documentChrome({ id: "r", chatHref: agent })).toBeUndefined();
  });
});
