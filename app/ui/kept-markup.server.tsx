// The server's side of kept-markup.ts: a subtree rendered on its own by React DOM's renderToString, inside the
// context values read where it stands. renderToString marks text boundaries and Suspense boundaries exactly as the
// streaming renderer does, so the HTML hydrates like the page's own. The server's entry imports this module.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { keptContexts, keptRenderer } from "./kept-markup.ts";

keptRenderer.render = (element: ReactNode, contexts: readonly unknown[]) => {
  let tree = element;
  const all = keptContexts();
  for (let i = all.length - 1; i >= 0; i--) {
    const { Provider } = all[i];
    tree = <Provider value={contexts[i]}>{tree}</Provider>;
  }
  return renderToString(tree);
};
