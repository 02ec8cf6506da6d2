// Vite plugin: the browser's copy of @lingui/core without what the public pages never call (deprecated locale
// data, runtime compiler hooks, date and time formats, ordinals) and with short error texts. Every public page carries
// Lingui (docs/decisions/173): this keeps its share of the 120 KB first-load budget small. Each cut must find its
// text exactly once, so a Lingui upgrade that changes the file fails the build instead of shipping half a patch.
import type { Plugin } from "vite";

const FILE = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/;

/** [what the file says, what the browser gets instead]; `from` and `to` are the first and last lines cut. */
const CUTS: Array<{ from: string; to: string; by: string }> = [
  {
    // Dates and times: our messages have no {date} or {time} arguments (the format helpers use Intl directly).
    from: "function date(locales, value, format) {",
    to: "  return date(locales, value, o);\n}",
    by: "",
  },
  { from: "  date: date,\n", to: "  date: date,\n", by: "" },
  { from: ",\n  time: time\n};", to: ",\n  time: time\n};", by: "\n};" },
  {
    from: "    selectordinal: (value, cases) => {",
    to: "    select: selectFormatter,",
    by: "    select: selectFormatter,",
  },
  {
    from: "    date: (value, format) => date(locales, value, style(format) || format),",
    to: "    time: (value, format) => time(locales, value, style(format) || format)",
    by: "",
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
    // Every message the browser gets is compiled, and a missing one is its id (app/i18n/create-i18n.ts).
    from: "    if (isString(translation)) {\n      if (this._messageCompiler) {",
    to: "Please compile your catalog first. \n`);\n      }\n    }",
    by: "",
  },
  {
    // Our compiled messages hold no \\u or \\x escapes (app/i18n/catalog.test.ts checks the catalogue).
    from: "const decodeEscapeSequences = (str) => {",
    to: "  );\n};",
    by: "const decodeEscapeSequences = (str) => str;",
  },
  {
    // Nothing in the browser listens: the provider never changes locale in place (app/i18n/i18n-provider.tsx).
    from: "  on(event, listener) {",
    to: "    return Array.isArray(maybeListeners) ? maybeListeners : false;\n  }",
    by: "  on() {\n    return () => {};\n  }\n  emit() {}",
  },
  {
    from: "  date(value, format) {\n    return date(this._locales || this._locale, value, format);",
    to: "    return number(this._locales || this._locale, value, format);\n  }",
    by: "",
  },
  {
    // t() is only called with a string id and values (app/i18n/use-t.ts), never a message descriptor.
    from: "    let message = options?.message;",
    to: "      id = id.id;\n    }",
    by: "    const message = void 0;",
  },
  {
    from: '    if (messageMissing) {\n      this.emit("missing"',
    to: '    if (messageMissing) {\n      this.emit("missing", { id, locale: this._locale });\n    }',
    by: "",
  },
  {
    from: "  get localeData() {",
    to: "    return this._localeData[this._locale] ?? {};\n  }",
    by: "",
  },
  {
    // The package's default instance: the pages make their own (one per render).
    from: "const i18n = setupI18n();",
    to: "const i18n = setupI18n();",
    by: "const i18n = void 0;",
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
