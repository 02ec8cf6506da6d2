// What a visitor's enquiry may hold (issue #35): one zod schema with Spanish messages, checked by POST /api/consultas.
import { z } from "zod";
import { emailField, textField } from "../forms/field-messages.ts";
import { SHORT_ID } from "../properties/ids.ts";

/** The limits the enquiry form's fields carry too (maxLength), so a visitor never types past them. */
export const LEAD_LIMITS = { name: 80, email: 100, phone: 30, message: 600 } as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "La fecha no es válida.")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "La fecha no es válida.")
  .nullish()
  .transform((v) => v ?? null);

export const leadInputSchema = z
  .object({
    propertyId: z.string({ error: "La propiedad no es válida." }).regex(SHORT_ID, "La propiedad no es válida."),
    name: textField("Nombre", { max: LEAD_LIMITS.name }),
    email: emailField("Email", { min: 6, max: LEAD_LIMITS.email }),
    phone: textField("Teléfono", { max: LEAD_LIMITS.phone }).refine(
      (v) => /^[\d\s()+.\-/]{6,}$/.test(v),
      "Teléfono no es válido.",
    ),
    message: textField("Mensaje", { max: LEAD_LIMITS.message, multiline: true }),
    stayFrom: day,
    stayTo: day,
    language: z.enum(["es", "en"]).catch("es"),
    sourcePage: z
      .string()
      .max(300, "Máximo 300 caracteres")
      .refine((v) => v.startsWith("/") && !v.startsWith("//"), "La página no es válida."),
    /** The honeypot: a field people never see; anything in it is a bot. */
    website: z.string().max(300).optional(),
  })
  .refine((v) => !v.stayFrom || !v.stayTo || v.stayFrom < v.stayTo, {
    message: "La fecha de salida debe ser posterior a la de llegada.",
    path: ["stayTo"],
  });

export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadValues = z.output<typeof leadInputSchema>;
