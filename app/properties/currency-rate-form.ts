// The reference dollar rate's form (/dashboard/cotizacion): one zod schema for the browser's messages and the
// action's check (decision 133).
import { z } from "zod";
import { maxChars, required, textField } from "../forms/field-messages.ts";
import { parseArgentineNumber } from "./number-input.ts";
import { FIRST_DAY, withinSiteDays } from "../forms/day-bounds.ts";

/** Pesos per dollar a staff member may enter: anything outside is a typo (a missing or extra digit group). */
export const RATE_LIMITS = { min: 1, max: 100_000, name: 30 } as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const rateFormSchema = z.object({
  value: z
    .string({ error: required("Valor") })
    .trim()
    .max(12, maxChars(12))
    .refine((v) => {
      const n = parseArgentineNumber(v);
      return n !== null && n >= RATE_LIMITS.min && n <= RATE_LIMITS.max;
    }, `El valor debe ser un número entre ${RATE_LIMITS.min} y 100.000, en pesos por dólar.`)
    .transform((v) => parseArgentineNumber(v)!),
  name: textField("Nombre", { max: RATE_LIMITS.name }),
  date: z
    .string({ error: required("Fecha") })
    .refine(validDay, "La fecha no es válida.")
    .refine((v) => v >= FIRST_DAY && withinSiteDays(v), "La fecha debe ser posterior al 01/01/2000.")
    // A day ahead of UTC covers Argentina's evening (UTC−3) without letting in a real future date.
    .refine((v) => v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), "La fecha no puede ser futura."),
});
