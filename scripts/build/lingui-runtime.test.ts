import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { trimLingui } from "./lingui-runtime.ts";

const source = readFileSync(
  createRequire(import.meta.url)
    .resolve("@lingui/core")
    .replace(/index\.c?js$/, "index.mjs"),
  "utf8",
);

describe("trimLingui", () => {
  it("cuts the installed @lingui/core's unused parts and keeps translation, plurals and numbers", async () => {
    const trimmed = trimLingui(source);
    expect(trimmed.length).toBeLessThan(source.length - 1500);
    expect(trimmed).not.toContain("loadAndActivate");
    const url = `data:text/javascript,${encodeURIComponent(trimmed.replace(/^import .*$/m, "").replaceAll("process.env.NODE_ENV", '"production"'))}`;
    const { setupI18n } = (await import(/* @vite-ignore */ url)) as typeof import("@lingui/core");
    const i18n = setupI18n({
      locale: "en",
      messages: { en: { a: ["Hi ", ["name"]], b: [["n", "plural", { one: ["#", " room"], other: ["#", " rooms"] }]] } },
      missing: (_l, id) => id,
    });
    expect(i18n._("a", { name: "Ana" })).toBe("Hi Ana");
    expect(i18n._("b", { n: 1200 })).toBe("1,200 rooms");
    expect(i18n._("not there")).toBe("not there");
  });

  it("fails loudly when the file no longer has a text it cuts", () => {
    expect(() => trimLingui(source.replace("Please compile your catalog first.", "Compile your catalog."))).toThrow(
      /@lingui\/core changed/,
    );
  });
});
