// Vite plugin: the browser's copy of @lingui/core without what the public pages never call (deprecated locale
// data, runtime compiler hooks, date/time format presets) and with short error texts. Every public page carries
// Lingui (docs/decisions/173): this keeps its share of the 120 KB first-load budget small. Each cut must find its
// text exactly once, so a Lingui upgrade that changes the file fails the build instead of shipping half a patch.
import type { Plugin } from "vite";

const FILE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;

/** [what the file says, what the browser gets instead]; `from` and `to` are the first and last lines cut. */
const CUTS: Array<{ from: string; to: string; by: string }> = [
  {
    // Date and time presets ('short', 'long'…): our messages have no {date} arguments; Intl defaults remain.
    from: "function date(locales, value, format) {",
    to: "  return date(locales, value, o);\n}",
    by:
      "function date(locales, value, format) {\n" +
      "  return new Intl.DateTimeFormat(normalizeLocales(locales), typeof format === 'object' ? format : void 0)" +
      ".format(isString(value) ? new Date(value) : value);\n}\nconst time = date;",
  },
  {
    from: "  _loadLocaleData(locale, localeData) {",
    to: '    this.emit("change");\n  }\n  _load(locale, messages) {',
    by: "  _load(locale, messages) {",
  },
  {
    from: "  /**\n   * @param options {@link LoadAndActivateOptions}\n   */",
    to: '    this._messages[this._locale] = messages;\n    this.emit("change");\n  }',
    by: "",
  },
  {
    from: '        "Lingui: Attempted to call a translation function without setting a locale.',
    to: 'This issue may also occur due to a race condition in your initialization logic."',
    by: '        "Lingui: no locale"',
  },
  {
    from: "        console.warn(`Uncompiled message detected! Message:",
    to: "Please compile your catalog first. \n`);",
    by: '        console.warn("Lingui: uncompiled message", translation);',
  },
  {
    from: "    if (params.localeData != null)",
    to: "      this.loadLocaleData(params.localeData);",
    by: "",
  },
];

export function trimLingui(code: string): string {
  let out = code;
  for (const { from, to, by } of CUTS) {
    const start = out.indexOf(from);
    const end = start < 0 ? -1 : out.indexOf(to, start);
    if (start < 0 || end < 0 || out.indexOf(from, start + 1) >= 0) {
      throw new Error(`lingui-runtime: @lingui/core changed, cannot find «${from.trim().slice(0, 50)}»`);
    }
    out = out.slice(0, start) + by + out.slice(end + to.length);
  }
  return out;
}

export function linguiRuntime(): Plugin {
  return {
    name: "vitrina-lingui-runtime",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      return FILE.test(id.split("?")[0]) ? { code: trimLingui(code), map: null } : null;
    },
  };
}
