// Every text a message page (page-message.tsx) can show, for the root loader to send in the page's language: an
// English page whose layout loader did not run (a 405, say) still needs them (issue 32, item 11). Listed here, on
// the server, so the browser's first load carries nothing more.
import { PUBLIC_WAY_BACK, statusText } from "./page-message.tsx";

export const MESSAGE_PAGE_IDS: readonly string[] = [
  ...[400, 404, 405, 500].flatMap((status) => {
    const m = statusText(status);
    return [m.title, m.text];
  }),
  ...PUBLIC_WAY_BACK.map((link) => link.label),
  // error-reference.tsx's label.
  "Código de referencia:",
];
