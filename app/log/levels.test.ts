import { describe, expect, it } from "vitest";
import { settingsSchema } from "../runtime/process/env.server.ts";
import { LOG_LEVELS, logLevelOf } from "./levels.ts";

describe("logLevelOf", () => {
  it("reads LOG_LEVEL as the settings do", () => {
    for (const value of [...LOG_LEVELS, undefined, ""]) {
      expect(logLevelOf(value)).toBe(settingsSchema.shape.LOG_LEVEL.parse(value || undefined));
    }
  });

  it("gives the default for a bad value (the settings check then stops the boot)", () => {
    expect(logLevelOf("loud")).toBe("info");
    expect(settingsSchema.shape.LOG_LEVEL.safeParse("loud").success).toBe(false);
  });
});
