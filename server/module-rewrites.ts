// Load hooks that rewrite a few exact places of a dependency's text as Node loads it (decisions 246 and 249): the
// way this app changes what a library does per request without a copy of it or a change under node_modules.
// Nothing of the app is imported here: whatever this file imports is loaded before the hooks exist.
import { registerHooks } from "node:module";

export interface ModuleRewrite {
  /** The module's URL ends with one of these (`/react-router/dist/production/lib/router/matcher.js`, say). */
  ends: readonly string[];
  /** Its text as the pinned version writes it, found exactly once each, and what replaces it. */
  edits: ReadonlyArray<readonly [string, string]>;
}

/** `source` with the rewrite's edits; undefined if the library's text has changed (a new version). */
export function rewritten(source: string, rewrite: ModuleRewrite): string | undefined {
  if (!rewrite.edits.every(([from]) => source.split(from).length === 2)) return undefined;
  return rewrite.edits.reduce((text, [from, to]) => text.replace(from, () => to), source);
}

/** The rewrite among these for the module at this URL, if any. */
export function rewriteOf(rewrites: readonly ModuleRewrite[], url: string): ModuleRewrite | undefined {
  return rewrites.find((r) => r.ends.some((end) => url.endsWith(end)));
}

/**
 * Registers a hook applying these rewrites to every module they name, ES or CommonJS. A module whose text has
 * changed loads as it is, with one warning naming the decision: it works, only with more work per request.
 */
export function rewriteOnLoad(rewrites: readonly ModuleRewrite[], library: string, decision: number): void {
  const warned = new Set<ModuleRewrite>();
  registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      const rewrite = rewriteOf(rewrites, url);
      if (!rewrite || loaded.source == null) return loaded;
      const patched = rewritten(Buffer.from(loaded.source as Uint8Array | string).toString("utf8"), rewrite);
      if (patched === undefined) {
        if (!warned.has(rewrite))
          process.emitWarning(`${library} cambió: ${url} se usa sin el ajuste de la decisión ${decision}`);
        warned.add(rewrite);
        return loaded;
      }
      return { ...loaded, source: patched };
    },
  });
}
