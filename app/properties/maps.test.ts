import { describe, expect, it } from "vitest";
import { snippetSrc } from "./map-snippet.ts";
import { listingMap, MAP_FRAME_ORIGINS, mapSearchUrl, parseMapValue, safeMapEmbedUrl } from "./maps.ts";

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
      safeMapEmbedUrl(
        "https://www.google.com/maps/place/Av.+San+Mart%C3%ADn+1250,+C%C3%B3rdoba/@-31.97,-64.56,17z/data=!3m1",
      ),
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

describe("parseMapValue: the one answer to 'what is this maps value?'", () => {
  it("an embeddable URL is stored as typed and embedded as vetted", () => {
    expect(parseMapValue(` ${EMBED} `)).toEqual({ kind: "embed", stored: EMBED, embedUrl: EMBED });
    expect(parseMapValue("https://maps.google.com/?q=Santa+Rosa")).toEqual({
      kind: "embed",
      stored: "https://maps.google.com/?q=Santa+Rosa",
      embedUrl: "https://www.google.com/maps?q=Santa+Rosa&output=embed",
    });
  });
  it("a snippet keeps only its src", () => {
    expect(parseMapValue(GOOGLE_SNIPPET)).toEqual({ kind: "embed", stored: EMBED, embedUrl: EMBED });
  });
  it("Argentine Google hosts are embedded from google.com, the host the CSP allows", () => {
    const place = "https://www.google.com.ar/maps/place/Amboy,+C%C3%B3rdoba/@-32.17,-64.57,14z";
    expect(parseMapValue(place)).toMatchObject({
      kind: "embed",
      embedUrl: "https://www.google.com/maps?q=Amboy%2C+C%C3%B3rdoba&z=14&output=embed",
    });
    expect(parseMapValue("https://www.google.com.ar/maps/embed?pb=!1m18")).toMatchObject({
      embedUrl: "https://www.google.com/maps/embed?pb=!1m18",
    });
    const values = [place, EMBED, "https://maps.google.com/maps?q=x&output=embed", "https://maps.google.com.ar/?q=x"];
    for (const value of values) {
      expect(MAP_FRAME_ORIGINS).toContain(new URL(safeMapEmbedUrl(value)!).origin);
    }
  });
  it("the apps' share links are links, not embeds", () => {
    expect(parseMapValue("https://maps.app.goo.gl/AbCdEf12?g_st=ic")).toEqual({
      kind: "link",
      stored: "https://maps.app.goo.gl/AbCdEf12?g_st=ic",
    });
    expect(parseMapValue("https://goo.gl/maps/XyZ987")).toEqual({ kind: "link", stored: "https://goo.gl/maps/XyZ987" });
  });
  it.each([
    ["look-alike host", "https://www.google.com.evil.com/maps/place/Amboy"],
    ["look-alike share host", "https://maps.app.goo.gl.evil.com/AbCdEf"],
    ["share host as credentials", "https://maps.app.goo.gl@evil.com/AbCdEf"],
    ["http share link", "http://maps.app.goo.gl/AbCdEf"],
    ["goo.gl but not maps", "https://goo.gl/AbCdEf"],
    ["share link without a code", "https://maps.app.goo.gl/"],
    ["share link in a snippet", '<iframe src="https://maps.app.goo.gl/AbCdEf"></iframe>'],
    ["onload in a snippet", `<iframe src="${EMBED}" onload="fetch('//evil.com')"></iframe>`],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: in a snippet", '<iframe src="javascript:alert(1)"></iframe>'],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["any other website", "https://www.zonaprop.com.ar/propiedades/casa-123.html"],
    ["nothing", "   "],
  ])("refuses %s", (_label, value) => {
    expect(parseMapValue(value)).toBeNull();
  });
});

describe("listingMap", () => {
  it("gives the detail page an embed, or a share link, and always a search", () => {
    expect(listingMap(EMBED, "Roca 1", "Amboy")).toMatchObject({ embedUrl: EMBED, shareUrl: null });
    expect(listingMap("https://maps.app.goo.gl/AbCdEf", "Roca 1", "Amboy")).toEqual({
      embedUrl: null,
      shareUrl: "https://maps.app.goo.gl/AbCdEf",
      searchUrl: mapSearchUrl("Roca 1", "Amboy"),
    });
    expect(listingMap("https://evil.com/maps", "Roca 1", "Amboy")).toMatchObject({ embedUrl: null, shareUrl: null });
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
