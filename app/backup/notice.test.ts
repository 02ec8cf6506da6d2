import { describe, expect, it } from "vitest";
import { backupNotice } from "./notice.ts";

const now = new Date("2025-03-10T15:00:00.000Z");

describe("the dashboard's backup notice", () => {
  it("shows the last good backup in Argentine time", () => {
    expect(backupNotice("2025-03-10T06:00:12.000Z", true, now)).toEqual({
      text: "Última copia de seguridad: 10/03/2025 a las 03:00.",
      warning: false,
    });
  });

  it("warns when the last one is older than two days", () => {
    const notice = backupNotice("2025-03-08T14:59:00.000Z", true, now);
    expect(notice.warning).toBe(true);
    expect(notice.text).toBe(
      "La última copia de seguridad es del 08/03/2025 a las 11:59: tiene más de dos días. " +
        "Avisá al administrador del sitio.",
    );
    expect(backupNotice("2025-03-08T15:01:00.000Z", true, now).warning).toBe(false);
  });

  it("warns when backups are scheduled and none exists; only informs when they are off", () => {
    expect(backupNotice(null, true, now)).toEqual({
      text: "Todavía no hay ninguna copia de seguridad. Avisá al administrador del sitio.",
      warning: true,
    });
    expect(backupNotice(null, false, now)).toEqual({
      text: "Las copias de seguridad automáticas no están activadas.",
      warning: false,
    });
  });
});
