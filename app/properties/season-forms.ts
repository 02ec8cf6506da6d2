// The temporary rental's season and occupied-dates forms on the edit screen: one zod schema each (decision 136).
import { z } from "zod";
import { required, textField } from "../forms/field-messages.ts";
import { parseArgentineNumber } from "./number-input.ts";
import { dayNumber, MAX_STAY_NIGHTS, SEASON_UNITS } from "./seasons.ts";
import { DAY_BOUNDS_TEXT, withinSiteDays } from "../forms/day-bounds.ts";

const day = (name: string) =>
  z
    .string({ error: required(name) })
    .trim()
    .refine((v) => dayNumber(v) !== null, `${name} no es una fecha válida.`)
    .refine((v) => withinSiteDays(v), `${name} debe estar ${DAY_BOUNDS_TEXT}.`);

/** From the first night to the day it ends (exclusive), as the tables store it (decision 135). */
const dayRange = z
  .object({ from: day("Desde"), to: day("Hasta") })
  .refine((r) => r.to > r.from, { message: "La fecha 'Hasta' debe ser posterior a 'Desde'.", path: ["to"] });

export const seasonFormSchema = z
  .object({
    name: textField("Nombre", { max: 60 }),
    from: day("Desde"),
    to: day("Hasta"),
    unit: z.enum(SEASON_UNITS, { error: "Elegí si el precio es por noche, semana o mes." }),
    price: z
      .string({ error: required("Precio") })
      .trim()
      .refine((v) => {
        const n = parseArgentineNumber(v);
        return n !== null && Number.isInteger(n) && n > 0 && n <= 1_000_000_000;
      }, "El precio debe ser un número entero mayor que 0.")
      .transform((v) => parseArgentineNumber(v)!),
    // Digits only: Number() would also read '1e1' and '0x10'.
    minNights: z
      .string({ error: "La estadía mínima debe ser un número de noches." })
      .trim()
      .regex(/^\d{1,6}$/, "La estadía mínima debe ser un número entero de noches.")
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, "La estadía mínima es de al menos 1 noche.")
          .max(MAX_STAY_NIGHTS, `La estadía mínima no puede superar ${MAX_STAY_NIGHTS} noches.`),
      ),
  })
  .refine((s) => s.to > s.from, { message: "La fecha 'Hasta' debe ser posterior a 'Desde'.", path: ["to"] });

export const occupiedFormSchema = dayRange;

export const removeFormSchema = z.object({
  rowId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
});

export type SeasonInput = z.infer<typeof seasonFormSchema>;
export type RangeInput = z.infer<typeof occupiedFormSchema>;

/** The intents the edit screen's season forms post (the listing form posts none). */
export const SEASON_INTENTS = ["season-add", "season-remove", "occupied-add", "occupied-remove"] as const;
export type SeasonIntent = (typeof SEASON_INTENTS)[number];
