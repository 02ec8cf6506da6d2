// The agency as every page sees it: the saved 'Configuración' values over the environment's defaults
// (decision 140). Pure: the server module reads the rows, this decides what they mean.
import type { AgencySettingsValues } from "./settings-form.ts";

export interface AgencyImage {
  /** URL path of the image, versioned so it can be cached for ever. */
  src: string;
  width: number;
  height: number;
}

export interface AgencyProfile extends AgencySettingsValues {
  logo: AgencyImage | null;
  /** The home page's hero photo: the large file and a smaller one for phones. */
  hero: { large: AgencyImage; small: AgencyImage } | null;
}

/** The About-us text of a fresh install (SPEC.md §2 'About us'), paragraphs separated by a blank line. */
export function defaultAbout(agencyName: string): string {
  return (
    `En ${agencyName} creemos que encontrar un lugar para vivir, invertir o descansar tiene que ser una ` +
    "experiencia simple y de confianza. Por eso acompañamos a cada cliente con atención cercana, información " +
    "clara y el conocimiento de quienes viven y trabajan en la zona.\n\n" +
    "Nuestra oficina está en el corazón del pueblo, desde donde recorremos cada barrio, loteo y paraje del " +
    "valle. Conocemos sus precios, sus servicios y su gente, y ponemos esa experiencia al servicio de tu " +
    "próximo paso."
  );
}

/** The paragraphs of a multi-line text. */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
