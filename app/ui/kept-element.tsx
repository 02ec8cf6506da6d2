// An element whose content the server renders once and keeps (kept-markup.ts, docs/decisions/251): used behind
// `import.meta.env.SSR`, with the same element and content rendered in place in the browser's branch.
import type { HTMLAttributes, ReactNode } from "react";
import { useKeptMarkup } from "./kept-markup.ts";

export function KeptElement({
  as: Tag = "div",
  owner,
  keptKey,
  render,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: "div" | "li" | "header";
  /** Kept as long as the content holds: replaced when what it shows changes. */
  owner: object;
  /** Whatever else the content depends on, besides the page's language. */
  keptKey: string;
  render: () => ReactNode;
}) {
  const markup = useKeptMarkup();
  if (!markup) return <Tag {...props}>{render()}</Tag>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the content's own HTML, rendered by React DOM.
  return <Tag {...props} dangerouslySetInnerHTML={{ __html: markup(owner, keptKey, render) }} />;
}
