import { describe, expect, it } from "vitest";
import { changedAt, changeNotice } from "./change-notice.ts";

const beto = { id: "staff-beto", name: "Beto Gómez" };

describe("the notice of a refused change", () => {
  it("gives the date and time in Argentina (UTC-3), day first, 24-hour clock", () => {
    expect(changedAt("2025-03-05T17:07:00.000Z")).toBe("05/03/2025 a las 14:07");
    expect(changedAt("2025-01-01T02:30:00.000Z")).toBe("31/12/2024 a las 23:30");
  });

  it("names who changed the listing, and says what happened and what to do, for each refused action", () => {
    const change = { by: beto, at: "2025-03-05T17:07:00.000Z" };
    expect(changeNotice("save", change, "staff-ana")).toBe(
      "No se guardaron tus cambios: Beto Gómez la modificó el 05/03/2025 a las 14:07, después de que abriste el " +
        "formulario. Lo que escribiste sigue en el formulario; cargá la versión nueva para ver cómo quedó.",
    );
    expect(changeNotice("delete", change, "staff-ana")).toBe(
      "No se eliminó la propiedad: Beto Gómez la modificó el 05/03/2025 a las 14:07. Recargá la lista para ver " +
        "cómo quedó y volvé a intentarlo.",
    );
    expect(changeNotice("featured", change, "staff-ana")).toBe(
      "No se cambió la marca de destacada: Beto Gómez la modificó el 05/03/2025 a las 14:07. Recargá la lista " +
        "para ver cómo quedó.",
    );
  });

  it("tells staff when the newer version is their own, and copes with an unknown author", () => {
    expect(changeNotice("featured", { by: beto, at: "2025-03-05T17:07:00.000Z" }, beto.id)).toContain(
      "la modificaste vos, en otra pestaña o ventana, el 05/03/2025 a las 14:07.",
    );
    expect(changeNotice("delete", { by: null, at: "2025-03-05T17:07:00.000Z" }, beto.id)).toContain(
      ": otra persona la modificó el 05/03/2025",
    );
  });
});
