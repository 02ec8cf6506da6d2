// Starts the layout projects' two servers side by side: without a logo and with one (tests/support/layout-servers.ts).
import { test } from "@playwright/test";
import { LAYOUT_VARIANTS, startLayoutServer } from "../../support/layout-servers.ts";

for (const variant of LAYOUT_VARIANTS) {
  test(`server for the layout check, ${variant}`, async () => {
    test.setTimeout(150_000);
    await startLayoutServer(variant);
  });
}
