// A document's streamed body: React's HTML, optionally rewritten on its way out, as the web stream the
// response carries, with the client going away reaching React.
import { PassThrough, pipeline, type Transform, type Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";

export interface HtmlStreamOptions {
  /** Rewrites the HTML as it streams (public pages: docs/decisions/046). */
  rewrite?: Transform;
  /** Called once React's output stream is closed: finished, or given up because the client left. */
  onClose: () => void;
}

/**
 * `pipe` is React's (renderToPipeableStream). When the client disconnects, the response's stream is cancelled,
 * which destroys the last Node stream; pipeline() carries that back to React's destination, whose 'close' makes
 * React abort the render. (A plain .pipe() would leave React writing into a buffer nobody reads until the
 * stream timeout.)
 */
export function htmlStream(
  pipe: (destination: Writable) => void,
  options: HtmlStreamOptions,
): ReadableStream<Uint8Array> {
  const body = new PassThrough();
  body.once("close", options.onClose);
  pipe(body);
  if (!options.rewrite) return createReadableStreamFromReadable(body);
  // Errors here mean the client left (or React failed, which onError reports): nothing more to do.
  pipeline(body, options.rewrite, () => {});
  return createReadableStreamFromReadable(options.rewrite);
}
