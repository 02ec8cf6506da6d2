import { describe, expect, it } from "vitest";
import { agencyGreeting, socialLabel, telHref } from "./contact.ts";
import { whatsappUrl } from "./whatsapp.ts";

describe("the agency's WhatsApp chat link", () => {
  it("opens a chat with the greeting typed", () => {
    const url = whatsappUrl("5493546461234", agencyGreeting("Inmobiliaria Sierras"));
    expect(url).toBe(
      "https://wa.me/5493546461234?text=%C2%A1Hola%20Inmobiliaria%20Sierras!%20Les%20escribo%20desde%20su" +
        "%20sitio%20web%20y%20quisiera%20hacer%20una%20consulta.",
    );
  });
});

describe("socialLabel", () => {
  it("names well-known networks and falls back for others", () => {
    expect(socialLabel("https://www.instagram.com/x")).toBe("Instagram");
    expect(socialLabel("https://facebook.com/x")).toBe("Facebook");
    expect(socialLabel("https://example.com")).toBe("Redes sociales");
    expect(socialLabel("nope")).toBe("Redes sociales");
  });
});

describe("telHref", () => {
  it("dials digits, keeping an international plus", () => {
    expect(telHref("03546 46-1234")).toBe("tel:03546461234");
    expect(telHref("+54 9 3546 46-1234")).toBe("tel:+5493546461234");
  });
});
