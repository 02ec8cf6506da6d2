import { describe, expect, it } from "vitest";
import { cdata, clip, el, escapeXml, oneLine, xmlClean } from "./xml.ts";

describe("feed XML text", () => {
  it("drops characters XML 1.0 forbids and discouraged controls, keeps tabs, new lines and accents", () => {
    expect(xmlClean("a\u0000b\u0008c\u000Bd\u001Fe\tf\ng\u007Fh\u0085i\uFFFEj ñ")).toBe("abcde\tf\nghij ñ");
    expect(xmlClean("lone \uD800 surrogate, emoji 🏠")).toBe("lone  surrogate, emoji 🏠");
  });
  it("escapes markup and quotes, and keeps a ]]> inside CDATA from closing it", () => {
    expect(escapeXml(`<b> & "x" 'y'`)).toBe("&#60;b&#62; &#38; &#34;x&#34; &#39;y&#39;");
    expect(cdata("a]]>b")).toBe("<![CDATA[a]]]]><![CDATA[>b]]>");
    expect(el("x", "")).toBe("");
    expect(el("price", 10, { currency: "USD", period: undefined })).toBe('<price currency="USD">10</price>');
  });
  it("clips to a length in characters, at a word, and makes one line", () => {
    const long = "palabra ".repeat(60);
    const clipped = clip(oneLine(long), 255);
    expect(Array.from(clipped).length).toBeLessThanOrEqual(255);
    expect(clipped.endsWith("palabra…")).toBe(true);
    expect(oneLine(" Casa\n\tcon  \u0001patio ")).toBe("Casa con patio");
  });
});
