import { describe, expect, it } from "vitest";
import { mapSearchUrl, safeMapEmbedUrl, snippetSrc } from "./maps.ts";

const EMBED = "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3!2d-64.56!3d-31.97";
const GOOGLE_SNIPPET =
  `<iframe src="${EMBED.replace(/&/g, "&amp;")}" width="600" height="450" style="border:0;" allowfullscreen="" ` +
  `loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`;

describe("safeMapEmbedUrl accepts Google Maps", () => {
  it("keeps an embed URL on www.google.com", () => {
    expect(safeMapEmbedUrl(EMBED)).toBe(EMBED);
  });
  it("keeps an embed URL on maps.google.com", () => {
    const url = "https://maps.google.com/maps?q=Villa%20General%20Belgrano&output=embed";
    expect(safeMapEmbedUrl(url)).toBe(url);
  });
  it("takes the src of a pasted embed snippet", () => {
    expect(safeMapEmbedUrl(GOOGLE_SNIPPET)).toBe(EMBED);
    expect(safeMapEmbedUrl(`  <iframe src='${EMBED}' />  `)).toBe(EMBED);
  });
  it("decodes entities in the snippet's src", () => {
    const src = "https://www.google.com/maps/embed?pb=!1m2&amp;hl=es";
    expect(safeMapEmbedUrl(`<iframe src="${src}"></iframe>`)).toBe("https://www.google.com/maps/embed?pb=!1m2&hl=es");
  });
  it("turns a place URL into an embed URL", () => {
    expect(
      safeMapEmbedUrl("https://www.google.com/maps/place/Av.+San+Mart%C3%ADn+1250,+C%C3%B3rdoba/@-31.97,-64.56,17z/data=!3m1"),
    ).toBe("https://www.google.com/maps?q=Av.+San+Mart%C3%ADn+1250%2C+C%C3%B3rdoba&z=17&output=embed");
  });
  it("turns search URLs into embed URLs", () => {
    expect(safeMapEmbedUrl("https://www.google.com/maps/search/Villa+General+Belgrano")).toBe(
      "https://www.google.com/maps?q=Villa+General+Belgrano&output=embed",
    );
    expect(safeMapEmbedUrl("https://www.google.com/maps/search/?api=1&query=Roca%20120")).toBe(
      "https://www.google.com/maps?q=Roca+120&output=embed",
    );
    expect(safeMapEmbedUrl("https://www.google.com/maps?q=Roca+120")).toBe(
      "https://www.google.com/maps?q=Roca+120&output=embed",
    );
  });
  it("turns a coordinates URL into an embed URL", () => {
    expect(safeMapEmbedUrl("https://www.google.com/maps/@-31.9712,-64.5601,15z")).toBe(
      "https://www.google.com/maps?q=-31.9712%2C-64.5601&z=15&output=embed",
    );
  });
});

describe("safeMapEmbedUrl never renders anything else", () => {
  it.each([
    ["empty", ""],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["javascript: in a snippet", '<iframe src="javascript:alert(1)"></iframe>'],
    ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["http:", "http://www.google.com/maps/embed?pb=!1m18"],
    ["look-alike host", "https://www.google.com.evil.com/maps/embed?pb=!1m18"],
    ["credentials before another host", "https://google.com@evil.com/maps/embed?pb=!1m18"],
    ["credentials on the right host", "https://user@www.google.com/maps/embed?pb=!1m18"],
    ["protocol-relative", "//evil.com/maps/embed"],
    ["backslash trick", "https://evil.com\\@www.google.com/maps/embed"],
    ["other Google host", "https://google.com/maps/embed?pb=!1m18"],
    ["another port", "https://www.google.com:8443/maps/embed?pb=!1m18"],
    ["not a maps path", "https://www.google.com/search?q=casa"],
    ["maps-like path", "https://www.google.com/mapsevil/embed"],
    ["short link", "https://maps.app.goo.gl/AbCdEf"],
    ["srcdoc in the snippet", `<iframe srcdoc="<script>alert(1)</script>" src="${EMBED}"></iframe>`],
    ["event handler in the snippet", `<iframe src="${EMBED}" onload="alert(1)"></iframe>`],
    ["two srcs", `<iframe src="${EMBED}" src="https://evil.com/maps"></iframe>`],
    ["script after the snippet", `${GOOGLE_SNIPPET}<script>alert(1)</script>`],
    ["another tag", `<img src="${EMBED}">`],
    ["plain text", "Av. San Martín 1250"],
    ["search without a query", "https://www.google.com/maps/search/"],
  ])("%s", (_label, value) => {
    expect(safeMapEmbedUrl(value)).toBeNull();
  });
});

describe("snippetSrc", () => {
  it("reads unquoted and boolean attributes", () => {
    expect(snippetSrc(`<iframe width=600 allowfullscreen src=https://www.google.com/maps/embed></iframe>`)).toBe(
      "https://www.google.com/maps/embed",
    );
  });
});

describe("mapSearchUrl", () => {
  it("searches the address and locality", () => {
    expect(mapSearchUrl("Av. Roca 120", "Villa General Belgrano")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Av.%20Roca%20120%2C%20Villa%20General%20Belgrano%2C%20Argentina",
    );
  });
});
