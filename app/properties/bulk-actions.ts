// The table's bulk actions (issue #17): what each does and how the confirmation and the summary name it.
import { PROPERTY_STATES } from "./options.ts";

export type BulkAction =
  | { kind: "feature" | "unfeature" | "publish" | "unpublish" | "delete" }
  | { kind: "state"; state: (typeof PROPERTY_STATES)[number] };

/** The select's options: value → label. */
export const BULK_OPTIONS: Array<{ value: string; label: string }> = [
  { value: "feature", label: "Destacar" },
  { value: "unfeature", label: "Quitar destacado" },
  ...PROPERTY_STATES.map((s) => ({ value: `state:${s}`, label: `Cambiar estado a ${s}` })),
  { value: "publish", label: "Publicar" },
  { value: "unpublish", label: "Pasar a borrador" },
  { value: "delete", label: "Eliminar (a la papelera)" },
];

export function parseBulkAction(value: unknown): BulkAction | null {
  if (typeof value !== "string") return null;
  if (value.startsWith("state:")) {
    const state = PROPERTY_STATES.find((s) => `state:${s}` === value);
    return state ? { kind: "state", state } : null;
  }
  const kinds = ["feature", "unfeature", "publish", "unpublish", "delete"] as const;
  const kind = kinds.find((k) => k === value);
  return kind ? { kind } : null;
}

export const bulkValue = (a: BulkAction) => (a.kind === "state" ? `state:${a.state}` : a.kind);
export const bulkLabel = (a: BulkAction) => BULK_OPTIONS.find((o) => o.value === bulkValue(a))?.label ?? "";

const plural = (n: number) => (n === 1 ? "1 propiedad" : `${n} propiedades`);

export const bulkQuestion = (a: BulkAction, n: number) => `¿${bulkLabel(a)}: ${plural(n)}?`;

export function bulkSummary(a: BulkAction, n: number): string {
  const done: Record<BulkAction["kind"], string> = {
    feature: "destacadas",
    unfeature: "sin destacar",
    publish: "publicadas",
    unpublish: "pasadas a borrador",
    delete: "enviadas a la papelera",
    state: `con estado ${a.kind === "state" ? a.state : ""}`,
  };
  return `Listo: ${plural(n)} ${done[a.kind]}.`;
}
