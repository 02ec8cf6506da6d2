// What staff read when a save, delete or featured toggle is refused because the listing changed since they
// loaded it (docs/decisions/085): who changed it and when, in Argentine date and time, and what to do next.

export type RefusedAction = "save" | "delete" | "featured";

/** The listing's current version: who wrote it (null for seeded or imported rows) and when (ISO). */
export interface Change {
  by: { id: string; name: string } | null;
  at: string;
}

// The agency's clock, as the listing table shows dates.
const day = new Intl.DateTimeFormat("es-AR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "America/Argentina/Cordoba",
});
const time = new Intl.DateTimeFormat("es-AR", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "America/Argentina/Cordoba",
});

/** '05/03/2025 a las 14:07' in Argentine time. */
export function changedAt(iso: string): string {
  const at = new Date(iso);
  return `${day.format(at)} a las ${time.format(at)}`;
}

function whoAndWhen(change: Change, viewerId: string): string {
  const when = `el ${changedAt(change.at)}`;
  if (change.by?.id === viewerId) return `la modificaste vos, en otra pestaña o ventana, ${when}`;
  const name = change.by?.name.trim();
  return `${name || "otra persona"} la modificó ${when}`;
}

export function changeNotice(action: RefusedAction, change: Change, viewerId: string): string {
  const clause = whoAndWhen(change, viewerId);
  switch (action) {
    case "save":
      return (
        `No se guardaron tus cambios: ${clause}, después de que abriste el formulario. ` +
        "Lo que escribiste sigue en el formulario; cargá la versión nueva para ver cómo quedó."
      );
    case "delete":
      return `No se eliminó la propiedad: ${clause}. Recargá la lista para ver cómo quedó y volvé a intentarlo.`;
    case "featured":
      return `No se cambió la marca de destacada: ${clause}. Recargá la lista para ver cómo quedó.`;
  }
}
