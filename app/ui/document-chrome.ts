// The public layout's static chrome on a page's own request (docs/decisions/230): the server renders it from
// here, so its HTML is in the page once and not a second time in the page's data. Nothing in the browser.
import { createContext } from "react";

export const DocumentChrome = createContext<string | undefined>(undefined);
