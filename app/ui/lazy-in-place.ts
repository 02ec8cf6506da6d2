// React.lazy for a part the server renders in full and the browser hydrates once its chunk arrives (decisions 150,
// 175). On the server the module is loaded at boot and handed to React synchronously, so no render suspends on
// it: the part is written in place in the HTML, never sent later behind its fallback (docs/decisions/220). With
// a plain lazy() each server process's first render of it did suspend.
import { type ComponentType, lazy } from "react";

type Loader<T> = () => Promise<{ default: T }>;

// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own.
export function lazyInPlace<T extends ComponentType<any>>(load: Loader<T>) {
  if (!import.meta.env.SSR) return lazy(load);
  let loaded: { default: T } | undefined;
  const loading = load().then((m) => {
    loaded = m;
    return m;
  });
  // A thenable that calls back at once: React.lazy then has the component on its first call.
  // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point.
  const now = (m: { default: T }) => ({ then: (resolve: (value: { default: T }) => void) => resolve(m) });
  return lazy((() => (loaded ? now(loaded) : loading)) as Loader<T>);
}
