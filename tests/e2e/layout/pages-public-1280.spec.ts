// Every public page, Spanish and English, at a desktop's width (check-pages.ts).
import { checkPages } from "./check-pages.ts";
import { PUBLIC_PAGES, WIDTHS } from "./pages.ts";

checkPages(PUBLIC_PAGES, [WIDTHS[1]]);
