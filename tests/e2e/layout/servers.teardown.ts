// Stops the layout projects' servers once both layout projects have finished.
import { test } from "@playwright/test";
import { stopLayoutServers } from "../../support/layout-servers.ts";

test("stop the layout check's servers", async () => {
  await stopLayoutServers();
});
