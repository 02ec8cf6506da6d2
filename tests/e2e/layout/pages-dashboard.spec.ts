// The dashboard's main screens at both widths (check-pages.ts): the layout check and the screenshots.
import { checkPages } from "./check-pages.ts";
import { DASHBOARD_PAGES, WIDTHS } from "./pages.ts";

checkPages(DASHBOARD_PAGES, WIDTHS);
