// The site's stylesheet, inlined into every server-rendered page (entry.server.tsx provides it, root.tsx writes it):
// on a slow phone network the first paint then waits for no request but the page itself.
import { createContext } from "react";

/** Empty in the browser: the server-rendered <style> stays in place and is never rendered again. */
export const InlineCss = createContext("");
