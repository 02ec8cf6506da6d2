// Vite plugin: `lucide-react/icons/<name>` becomes lucide's own path data drawn by app/ui/svg-icon.tsx, without
// lucide-react's runtime (icon factory, context, class helpers): about 1.5 KB gzip off every page's first load
// (docs/decisions/150). The icons, their names and their imports stay lucide's.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const PREFIX = "\0vitrina-lucide:";
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

export function lucideIcons(svgIconModule: string): Plugin {
  return {
    name: "vitrina-lucide-icons",
    enforce: "pre",
    resolveId(source) {
      const m = /^lucide-react\/icons\/([a-z0-9-]+)$/.exec(source);
      return m ? PREFIX + m[1] : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const __iconData = await iconData(id.slice(PREFIX.length));
      // React keys are given by position in svg-icon.tsx; lucide's hashed keys are dropped.
      const node = __iconData.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
      return `import { svgIcon } from ${JSON.stringify(svgIconModule)};\nexport default svgIcon(${JSON.stringify(node)});\n`;
    },
  };
}
