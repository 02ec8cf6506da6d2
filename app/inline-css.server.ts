// The compiled stylesheet as text, for entry.server.tsx to inline (see inline-css.ts).
import css from "./app.css?inline";

export const inlineCss: string = css;
