// The inline sprite of the icons a page repeats (scripts/build/lucide-icons.ts): written by the server at the top
// of <body>, once per page, and kept by the browser through hydration and every later navigation, like the
// inlined stylesheet (docs/decisions/230). Its markup is not in the browser bundle.
const symbols = import.meta.env.SSR ? (await import("virtual:vitrina-icon-sprite")).default : "";

export function IconSprite() {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's path data, built into the server bundle.
    <svg display="none" aria-hidden="true" dangerouslySetInnerHTML={{ __html: symbols }} suppressHydrationWarning />
  );
}
