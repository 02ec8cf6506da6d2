// The catalogue ids each public page's browser code can show (docs/decisions/220), collected from the sources at
// build time: a page's browser gets only these messages, not the whole catalogue.
//
// The rule: the ids of a route are the catalogue ids written as string literals in the modules its browser code is
// made of, i.e. its file and everything it imports, statically or with import(), except server modules
// (*.server.ts(x), which translate with serverT before data leaves the server). Any literal counts, not only
// t("…") and msg("…"): tables of labels, states and options are ids shown with t(value).
import fs from "node:fs";
import path from "node:path";
import { parseAst } from "rolldown/parseAst";
import type { Plugin } from "vite";

export const PUBLIC_ROUTES_DIR = "routes/public";
/** The public layout's route file stem: its ids travel with every public page. */
export const LAYOUT = "layout";

function isServerModule(file: string): boolean {
  return /\.server\.tsx?$/.test(file);
}

type AstNode = { type?: string; [key: string]: unknown };

/** A source file's string literals (as the strings they stand for) and the relative modules it imports. */
export function scan(source: string, fileName = "x.tsx"): { literals: string[]; imports: string[] } {
  const literals: string[] = [];
  const imports: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as AstNode;
    if (n.type === "Literal" && typeof n.value === "string") literals.push(n.value);
    if (n.type === "TemplateLiteral" && (n.expressions as unknown[]).length === 0) {
      const cooked = (n.quasis as Array<{ value: { cooked: string | null } }>)[0].value.cooked;
      if (cooked !== null) literals.push(cooked);
    }
    const source = /^(Import(Declaration|Expression)|Export(Named|All)Declaration)$/.test(n.type ?? "")
      ? (n.source as AstNode | null)
      : null;
    if (source?.type === "Literal" && typeof source.value === "string" && source.value.startsWith("."))
      imports.push(source.value);
    for (const [key, value] of Object.entries(n)) if (key !== "type" && typeof value === "object") visit(value);
  };
  visit(parseAst(source, { lang: fileName.endsWith(".tsx") ? "tsx" : "ts" }, fileName));
  return { literals, imports };
}

const scanned = new Map<string, ReturnType<typeof scan>>();
function scanFile(file: string): ReturnType<typeof scan> {
  const known = scanned.get(file);
  if (known) return known;
  const s = scan(fs.readFileSync(file, "utf8"), file);
  scanned.set(file, s);
  return s;
}

/** A module and every app module it imports (statically or on demand), server modules left out. */
function browserGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || isServerModule(file) || !/\.tsx?$/.test(file) || !fs.existsSync(file)) return;
    seen.add(file);
    for (const m of scanFile(file).imports) visit(path.resolve(path.dirname(file), m));
  };
  visit(entry);
  return [...seen];
}

function idsIn(files: string[], catalogue: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  for (const f of files) for (const s of scanFile(f).literals) if (catalogue.has(s)) ids.add(s);
  return ids;
}

/**
 * Per public route file stem ('layout', 'home', 'property', …): the ids its browser code can show, the layout's
 * left out of the pages' (they always travel together). A route with its own error boundary also puts its file's
 * own ids in the layout's set: the boundary shows when the route's loader failed, so without the route's data.
 */
export function collectPageMessages(appDir: string, catalogue: ReadonlySet<string>): Record<string, string[]> {
  scanned.clear();
  const dir = path.join(appDir, PUBLIC_ROUTES_DIR);
  const routes = fs
    .readdirSync(dir)
    .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
    .map((f) => f.replace(/\.tsx$/, ""));
  const layout = idsIn(browserGraph(path.join(dir, `${LAYOUT}.tsx`)), catalogue);
  for (const r of routes) {
    const source = fs.readFileSync(path.join(dir, `${r}.tsx`), "utf8");
    if (r !== LAYOUT && /export function ErrorBoundary\b/.test(source))
      for (const s of scanFile(path.join(dir, `${r}.tsx`)).literals) if (catalogue.has(s)) layout.add(s);
  }
  const out: Record<string, string[]> = { [LAYOUT]: [...layout].sort() };
  for (const r of routes) {
    if (r === LAYOUT) continue;
    const ids = [...idsIn(browserGraph(path.join(dir, `${r}.tsx`)), catalogue)].filter((id) => !layout.has(id));
    out[r] = ids.sort();
  }
  return out;
}

export const PAGE_MESSAGES_MODULE = "virtual:vitrina/page-messages";
const RESOLVED = `\0${PAGE_MESSAGES_MODULE}`;

/** Vite plugin: `import PAGE_IDS from "virtual:vitrina/page-messages"` gives collectPageMessages()'s answer. */
export function pageMessages(appDir: string): Plugin {
  return {
    name: "vitrina-page-messages",
    resolveId: (id) => (id === PAGE_MESSAGES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const catalogueFile = path.join(appDir, "i18n/locales/en.json");
      const catalogue = new Set(Object.keys(JSON.parse(fs.readFileSync(catalogueFile, "utf8"))));
      this.addWatchFile(catalogueFile);
      return `export default ${JSON.stringify(collectPageMessages(appDir, catalogue))};`;
    },
  };
}
