// Settings: read once from the environment, validated with zod, with demo defaults.
import os from "node:os";
import { z } from "zod";
import { hasVisibleCharacter, singleLineText } from "../../forms/plain-text.ts";
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from "../../log/levels.ts";
import { safeMapEmbedUrl } from "../../properties/maps.ts";
import { normaliseArgentinePhone } from "../../properties/whatsapp.ts";

z.config(z.locales.es());

const port = z.coerce.number().int().min(1).max(65535);
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
/** Texts the pages show, cleaned like every stored text (docs/decisions/088). */
const shownText = () =>
  z.string().overwrite(singleLineText).refine(hasVisibleCharacter, "no tiene ningún carácter visible");

export const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "debe empezar con postgres:// (o no definirse para usar SQLite)")
    .optional(),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  SMTP_URL: optionalUrl,
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/)
    .optional(),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  // SQLite: the public catalogue's own deadline, shorter, as a query holds its whole process (decision 115).
  PUBLIC_QUERY_TIMEOUT_MS: z.coerce.number().int().min(50).max(60000).default(500),
  // Least severe log entries written: `warn` leaves out the line per request (decision 103).
  LOG_LEVEL: z.enum(LOG_LEVELS).default(DEFAULT_LOG_LEVEL),
  // /readyz answers 503 when DATA_DIR's disk has less free space than this (decisions 086, 102).
  DISK_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(100),
  // Longest a listing save waits for its new photos to be processed; a proxy gives up at ~30 s (decision 086).
  SAVE_PHOTO_WAIT_MS: z.coerce.number().int().min(500).max(25_000).default(20_000),
  // How often the saved-search alerts job looks for news (issue 36, decision 259): 'al instante' means this often.
  ALERTS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // Nightly backups (decision 100): the folder they go to (unset: none) and how many to keep there.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  // Processes serving requests (`npm start`): one per core by default (decision 105).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  // The cache of rendered public pages (decision 111): `off` renders every request (benchmarks, diagnosis).
  PAGE_CACHE: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  // Memory the page cache may use per process, in MB (each page is kept plain, gzip and brotli).
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // Photos in an S3-compatible bucket instead of DATA_DIR/photos (docs/scale-out.md, decision 120).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "no es un nombre de bucket válido (de 3 a 63 caracteres: minúsculas, números, puntos y guiones)",
    )
    .optional(),
  // Only for stores other than AWS (R2, B2, MinIO…): their API's base URL.
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "debe ser una URL http:// o https://" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0"], "debe ser true o false")
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  // A CDN or public-bucket base the pages use for photo URLs (`{base}/{id}/image_{n}-800.webp`); unset: /media.
  PHOTOS_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "debe ser una URL http:// o https://" })
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  // Signs sessions; several instances must share it (unset: generated once in DATA_DIR/secrets.json).
  BETTER_AUTH_SECRET: z.string().min(32, "debe tener al menos 32 caracteres").optional(),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  AGENCY_NAME: shownText().default("Inmobiliaria Sierras"),
  AGENCY_ADDRESS: shownText().default("Av. San Martín 1250, Villa General Belgrano, Córdoba"),
  AGENCY_PHONE: shownText().default("03546 46-1234"),
  AGENCY_EMAIL: z.email().default("contacto@inmobiliariasierras.com.ar"),
  // Written any common Argentine way; read as the wa.me form (5493546461234). Unusable numbers stop the boot.
  AGENCY_WHATSAPP: z
    .string()
    .default("+54 9 3546 46-1234")
    .transform((value, ctx) => {
      const number = normaliseArgentinePhone(value);
      if (number) return number;
      ctx.addIssue({
        code: "custom",
        message:
          "no es un número de WhatsApp argentino utilizable; escribilo con código de área, por ejemplo +54 9 3546 " +
          "46-1234",
      });
      return z.NEVER;
    }),
  AGENCY_SOCIAL_URL: z.url().default("https://www.instagram.com/inmobiliariasierras"),
  // The contact block embeds it, so it must be a map the page can embed (the same parser as listing maps).
  AGENCY_MAP_EMBED: z
    .string()
    .refine(
      (v) => safeMapEmbedUrl(v) !== null,
      "no es un mapa de Google Maps que se pueda insertar (https://www.google.com/maps/embed?pb=… o " +
        "https://www.google.com/maps?q=…&output=embed)",
    )
    .default("https://www.google.com/maps?q=Villa+General+Belgrano,+C%C3%B3rdoba&output=embed"),
  // The map of results and the form's map (decision 162): a tile URL template ({z}/{x}/{y}, optional {s}) and the
  // attribution its terms ask for, as HTML (links only). The CSP's img-src allows the template's host.
  MAP_TILES_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/?#\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/,
      "debe ser una URL http:// o https:// con {z}, {x} e {y}, por ejemplo https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    )
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  AGENCY_ACCENT: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default("#0f5c4d"),
  // Tests only: the instant the server takes as "now" for what pages show (the demo's dates, the calendar's
  // month, the footer's year), so the browser suite's screenshots stay the same from day to day (docs/testing.md).
  VITRINA_FIXED_NOW: z.iso
    .datetime({ offset: true, error: "debe ser una fecha y hora ISO 8601, por ejemplo 2026-11-16T15:00:00Z" })
    .transform((v) => new Date(v))
    .optional(),
});

export type Settings = z.infer<typeof settingsSchema> & { PUBLIC_URL: string };

/** Settings that only make sense together: one Spanish line per problem, named after the variable to fix. */
function crossProblems(s: z.infer<typeof settingsSchema>): string[] {
  const problems: string[] = [];
  const s3Only = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "PHOTOS_PUBLIC_URL"] as const;
  if (!s.S3_BUCKET) {
    for (const name of s3Only) {
      if (s[name]) problems.push(`${name} está definido pero S3_BUCKET no: definí S3_BUCKET o quitá ${name}`);
    }
    return problems;
  }
  if (Boolean(s.S3_ACCESS_KEY_ID) !== Boolean(s.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos: definí los dos o ninguno (rol del servidor)");
  }
  // Several instances share the bucket: each would generate its own secret and reject the others' sessions.
  if (!s.BETTER_AUTH_SECRET) {
    problems.push(
      "BETTER_AUTH_SECRET es obligatorio con S3_BUCKET: todas las instancias deben firmar igual las sesiones",
    );
  }
  return problems;
}

/** Thrown with one readable line per bad variable; the server prints it and exits. */
export class SettingsError extends Error {}

export function parseSettings(env: Record<string, string | undefined>): Settings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = settingsSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `${name}=${JSON.stringify(env[name] ?? "")} no es válido: ${issue.message}`;
    });
    throw new SettingsError(`Configuración inválida. ${lines.join("; ")}`);
  }
  const s = result.data;
  const problems = crossProblems(s);
  if (problems.length) throw new SettingsError(`Configuración inválida. ${problems.join("; ")}`);
  return { ...s, PUBLIC_URL: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, "") };
}

let cached: Settings | undefined;

export function settings(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}
