// The 'Configuración' form (issue #17): one zod schema, used by the browser for messages under each field and by
// the action for the real check. Its output is what the agency_settings table stores, key by key.
import { z } from "zod";
import { emailField, invalid, optionalTextField, textField } from "../forms/field-messages.ts";
import { MAP_VALUE_HELP, parseMapValue } from "../properties/maps.ts";
import { normaliseArgentinePhone } from "../properties/whatsapp.ts";
import { contrastWithWhite } from "../ui/accent.ts";

/** The contrast white text needs on the accent (buttons, badges): WCAG AA for normal text. */
export const MIN_ACCENT_CONTRAST = 4.5;

export const WHATSAPP_INVALID =
  "No es un número de WhatsApp argentino utilizable; escribilo con código de área, por ejemplo +54 9 3546 46-1234.";

/** Why an accent colour is refused, or null when white text on it is readable (WCAG AA, 4.5:1). */
export function accentProblem(hex: string): string | null {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return "El color debe escribirse como #RRGGBB, por ejemplo #0f5c4d.";
  const ratio = contrastWithWhite(hex);
  if (ratio >= MIN_ACCENT_CONTRAST) return null;
  const shown = (Math.floor(ratio * 100) / 100).toLocaleString("es-AR");
  return (
    `El texto blanco sobre este color tiene un contraste de ${shown}:1 y WCAG AA pide al menos 4,5:1: ` +
    "elegí un color más oscuro."
  );
}

const SOCIAL_MAX = 5;
/** Longer than any profile link a network gives (a 200 KB one made the home page 1.1 MB). */
export const SOCIAL_LINK_MAX = 300;
/** As the listing form's maps field (an embed snippet is long, never this long). */
const MAP_VALUE_MAX = 2000;

export const DEFAULT_LEAD_RETENTION_MONTHS = 24;

const socialLinks = z
  .string()
  .max(SOCIAL_MAX * (SOCIAL_LINK_MAX + 2), `Hasta ${SOCIAL_MAX} enlaces de ${SOCIAL_LINK_MAX} caracteres como máximo.`)
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(/\s+/)
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((urls) => urls.length <= SOCIAL_MAX, `Hasta ${SOCIAL_MAX} enlaces, uno por línea.`)
  .refine(
    (urls) => urls.every((u) => u.length <= SOCIAL_LINK_MAX),
    `Cada enlace puede tener hasta ${SOCIAL_LINK_MAX} caracteres.`,
  )
  .refine(
    (urls) => urls.every((u) => /^https:\/\/[^\s/]+\.[^\s/]+/.test(u) && URL.canParse(u)),
    "Cada enlace debe ser una dirección https:// completa, uno por línea.",
  )
  .transform((urls) => urls.join("\n"));

export const agencySettingsSchema = z.object({
  name: textField("Nombre", { max: 60 }),
  tagline: optionalTextField({ max: 120 }).transform((v) => v ?? ""),
  address: textField("Dirección", { max: 120 }),
  phone: textField("Teléfono", { max: 40 }),
  email: emailField("E-mail", { min: 3, max: 120 }),
  whatsapp: z
    .string({ error: "WhatsApp es requerido." })
    .max(40, WHATSAPP_INVALID)
    .transform((value, ctx) => {
      const number = normaliseArgentinePhone(value);
      if (number) return number;
      ctx.addIssue({ code: "custom", message: WHATSAPP_INVALID });
      return z.NEVER;
    }),
  social: socialLinks,
  map: z
    .string()
    .max(MAP_VALUE_MAX, `${invalid("Mapa de la oficina")} ${MAP_VALUE_HELP}`)
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return "";
      const map = parseMapValue(value);
      if (map?.kind === "embed") return map.stored;
      ctx.addIssue({ code: "custom", message: `${invalid("Mapa de la oficina")} ${MAP_VALUE_HELP}` });
      return z.NEVER;
    }),
  accent: z
    .string({ error: "Color es requerido." })
    .trim()
    .transform((value, ctx) => {
      const problem = accentProblem(value);
      if (!problem) return value.toLowerCase();
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }),
  about: textField("Sobre nosotros", { max: 4000, multiline: true }),
  analytics: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().toUpperCase())
    .refine((v) => v === "" || /^G-[A-Z0-9]{4,20}$/.test(v), "El id de Google Analytics tiene la forma G-XXXXXXXXXX."),
  // How long enquiries keep the visitor's data before they are anonymised (issue #35, Ley 25.326).
  leadRetentionMonths: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim() || String(DEFAULT_LEAD_RETENTION_MONTHS))
    .refine(
      (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 120,
      "La conservación de consultas es un número de meses entre 1 y 120.",
    )
    .transform((v) => String(Number(v))),
});

export type AgencySettingsInput = z.input<typeof agencySettingsSchema>;
export type AgencySettingsValues = z.output<typeof agencySettingsSchema>;
export const SETTING_KEYS = Object.keys(agencySettingsSchema.shape) as Array<keyof AgencySettingsValues>;

/** Field labels, for the form and the activity history. */
export const SETTING_LABELS: Record<keyof AgencySettingsValues, string> = {
  name: "Nombre",
  tagline: "Eslogan",
  address: "Dirección",
  phone: "Teléfono",
  email: "E-mail",
  whatsapp: "WhatsApp",
  social: "Redes sociales",
  map: "Mapa de la oficina",
  accent: "Color de acento",
  about: "Sobre nosotros",
  analytics: "Google Analytics",
  leadRetentionMonths: "Conservación de consultas (meses)",
};
