// Vite plugin: `lucide-react/icons/<name>` becomes lucide's own path data drawn by app/ui/svg-icon.tsx, without
// lucide-react's runtime (icon factory, context, class helpers): about 1.5 KB gzip off every page's first load
// (docs/decisions/150). The icons, their names and their imports stay lucide's.
// The icons a page repeats (each listing card's, each select's chevron) are drawn once, as <symbol>s of an inline
// sprite the server writes at the top of <body>, and referenced with <use> (docs/decisions/230).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const PREFIX = "\0vitrina-lucide:";
/** `import sprite from "virtual:vitrina-icon-sprite"` (server only): the sprite icons' <symbol>s, as markup. */
export const SPRITE_MODULE = "virtual:vitrina-icon-sprite";
/** Icons drawn from the sprite: those a page shows many times over. */
export const SPRITE_ICONS = ["bath", "bed-double", "chevron-down", "heart", "map-pin", "ruler"];
const require = createRequire(import.meta.url);

type IconNode = Array<[string, Record<string, string | number>]>;

/** An icon's data; an alias (`trash-2` is `export { default } from './trash.mjs'`) is followed to its icon. */
async function iconData(name: string): Promise<{ node: IconNode }> {
  const file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  const mod = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (mod.__iconData) return mod.__iconData;
  const alias = /from '\.\/([a-z0-9-]+)\.mjs'/.exec(readFileSync(file, "utf8"));
  if (!alias || alias[1] === name) throw new Error(`lucide-react: no icon data for ${name}`);
  return iconData(alias[1]);
}

const escapeAttr = (v: string | number) =>
  String(v).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** An icon's elements as markup, lucide's keys dropped (the attributes are lucide's own: names as SVG writes them). */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, { key: _key, ...attrs }]) => {
      const list = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeAttr(value)}"`);
      return `<${tag}${list.join("")}></${tag}>`;
    })
    .join("");
}

async function spriteMarkup(): Promise<string> {
  const symbols = await Promise.all(
    SPRITE_ICONS.map(async (name) => {
      const { node } = await iconData(name);
      return `<symbol id="icon-${name}" viewBox="0 0 24 24">${iconMarkup(node)}</symbol>`;
    }),
  );
  return symbols.join("");
}

export function lucideIcons(svgIconModule: string): Plugin {
  return {
    name: "vitrina-lucide-icons",
    enforce: "pre",
    resolveId(source) {
      if (source === SPRITE_MODULE) return PREFIX + SPRITE_MODULE;
      const m = /^lucide-react\/icons\/([a-z0-9-]+)$/.exec(source);
      return m ? PREFIX + m[1] : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      if (name === SPRITE_MODULE) return `export default ${JSON.stringify(await spriteMarkup())};\n`;
      if (SPRITE_ICONS.includes(name)) {
        return `import { spriteIcon } from ${JSON.stringify(svgIconModule)};\nexport default spriteIcon(${JSON.stringify(name)});\n`;
      }
      const __iconData = await iconData(name);
      // React keys are given by position in svg-icon.tsx; lucide's hashed keys are dropped.
      const node = __iconData.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
      return `import { svgIcon } from ${JSON.stringify(svgIconModule)};\nexport default svgIcon(${JSON.stringify(node)});\n`;
    },
  };
}
