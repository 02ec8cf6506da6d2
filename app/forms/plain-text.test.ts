import { describe, expect, it } from "vitest";
import { hasVisibleCharacter, multiLineText, singleLineText } from "./plain-text.ts";

const ZW = "\u200B\u200C\u200D\u2060\uFEFF";
const BIDI = "\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u061C";

describe("singleLineText", () => {
  it("strips zero-width and bidi characters and trims", () => {
    expect(singleLineText(`${ZW} Villa${ZW} General ${BIDI}Belgrano ${ZW}`)).toBe("Villa General Belgrano");
    expect(singleLineText("\u200B".repeat(20))).toBe("");
  });
  it("strips C0/C1 controls, turning line breaks and tabs into spaces", () => {
    expect(singleLineText("Casa\u0000 con\u0007 pileta\u009B")).toBe("Casa con pileta");
    expect(singleLineText("Casa\tcon\r\npileta\u2028nueva")).toBe("Casa con  pileta nueva");
  });
  it("keeps letters, accents, emoji and non-breaking spaces inside", () => {
    expect(singleLineText("Peñón del Águila 🏡 3\u00A0km")).toBe("Peñón del Águila 🏡 3\u00A0km");
  });
});

describe("multiLineText", () => {
  it("keeps newlines and tabs, normalising CRLF", () => {
    expect(multiLineText("Luminosa.\r\n\r\n\tTres dormitorios.\rPileta.")).toBe(
      "Luminosa.\n\n\tTres dormitorios.\nPileta.",
    );
  });
  it("strips zero-width, bidi and other controls", () => {
    expect(multiLineText(`${ZW}Luz${BIDI}\u0000\u000B\u001B natural.\n${ZW}`)).toBe("Luz natural.");
  });
});

describe("hasVisibleCharacter", () => {
  it("is false for nothing but blanks", () => {
    for (const blank of ["", " ", "\u00A0\u3000", "\u3164\u3164", "\u2800", "\u0301"]) {
      expect(hasVisibleCharacter(blank)).toBe(false);
    }
  });
  it("is true as soon as one character shows", () => {
    for (const text of ["a", " . ", "🏡", "\u3164x"]) expect(hasVisibleCharacter(text)).toBe(true);
  });
});
