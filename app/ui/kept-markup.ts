// Markup the server renders once and then reuses until what it shows changes (docs/decisions/251): a listing's card
// is the same HTML on every page that shows it, as long as the listing, the language and the photos' address are.
// The subtree is rendered on its own with React DOM's renderToString (kept-markup.server.tsx), inside the contexts it
// would have read where it stands, so its HTML is the very HTML React would have streamed there: the browser
// hydrates it as if it had been. Only the server's bundle uses this: callers reach it behind import.meta.env.SSR,
// so the browser's bundle leaves it out.
import { LinguiContext } from "@lingui/react";
import { type Context, type ReactNode, use } from "react";
import * as ReactRouter from "react-router";

let contexts: ReadonlyArray<Context<unknown>> | undefined;

/**
 * Every context a kept subtree may read: the page's Lingui first, then each one React Router exports
 * (`UNSAFE_…Context`, in the module's order), so a version that adds one has it captured too. Made on first use: the
 * module has no work of its own at load time, and the browser's bundle, which never calls it, leaves it out.
 */
export function keptContexts(): ReadonlyArray<Context<unknown>> {
  contexts ??= [
    LinguiContext as Context<unknown>,
    ...Object.entries(ReactRouter)
      .filter(([name]) => /^UNSAFE_\w+Context$/.test(name))
      .map(([, context]) => context as Context<unknown>),
  ];
  return contexts;
}

/** Renders an element to HTML inside the given values of keptContexts() (set by kept-markup.server.tsx). */
export type KeptRender = (element: ReactNode, contexts: readonly unknown[]) => string;
export const keptRenderer: { render?: KeptRender } = {};

/** HTML by page language (its Lingui context, kept per language and messages: decision 248), then by owner. */
const NO_LINGUI = {};
/** Keys kept per owner at most (a visitor's query string can make new ones): past that the oldest goes. */
const KEPT_PER_OWNER = 256;
const kept = new WeakMap<object, WeakMap<object, Map<string, string>>>();

/**
 * `markup(owner, key, element)`: the HTML of `element()`, rendered the first time and kept with `owner`, an object
 * that lives as long as what the markup shows holds (a card of results, replaced when its listing changes), and
 * `key`, whatever else the markup depends on. Undefined where nothing renders it (the browser, tests without the
 * server's entry).
 */
export function useKeptMarkup(): ((owner: object, key: string, element: () => ReactNode) => string) | undefined {
  const contexts = keptContexts().map((context) => use(context));
  const render = keptRenderer.render;
  if (!render) return undefined;
  const language = (contexts[0] as object | null) ?? NO_LINGUI;
  let forLanguage = kept.get(language);
  if (!forLanguage) {
    forLanguage = new WeakMap();
    kept.set(language, forLanguage);
  }
  return (owner, key, element) => {
    let byKey = forLanguage.get(owner);
    if (!byKey) {
      byKey = new Map();
      forLanguage.set(owner, byKey);
    }
    let html = byKey.get(key);
    if (html === undefined) {
      html = render(element(), contexts);
      if (byKey.size >= KEPT_PER_OWNER) byKey.delete(byKey.keys().next().value as string);
      byKey.set(key, html);
    }
    return html;
  };
}
