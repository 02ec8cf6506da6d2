// A refused enquiry's messages in English for visitors on /en pages (issue #35): the schema speaks Spanish (SPEC.md
// §5's field messages), the English page answers in its language.
const FIELDS: Record<string, string> = { Nombre: "Name", Email: "Email", Teléfono: "Phone", Mensaje: "Message" };

const RULES: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^(.+) es requerido\.$/, (m) => `${FIELDS[m[1]] ?? m[1]} is required.`],
  [/^(.+) no es válido\.$/, (m) => `${FIELDS[m[1]] ?? m[1]} is not valid.`],
  [/^Máximo (\d+) caracteres$/, (m) => `At most ${m[1]} characters`],
  [/^Mínimo (\d+) caracteres$/, (m) => `At least ${m[1]} characters`],
  [/^La propiedad no existe o no está publicada\.$/, () => "This property does not exist or is not published."],
  [/^La propiedad no es válida\.$/, () => "The property is not valid."],
  [/^La fecha no es válida\.$/, () => "The date is not valid."],
  [/^La fecha de salida debe ser posterior a la de llegada\.$/, () => "The departure must be after the arrival."],
];

export function englishLeadMessage(spanish: string): string {
  for (const [pattern, english] of RULES) {
    const m = spanish.match(pattern);
    if (m) return english(m);
  }
  return spanish;
}

/** The errors of a refused enquiry in the page's language. */
export function leadErrorsFor(language: unknown, errors: Record<string, string>): Record<string, string> {
  if (language !== "en") return errors;
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, englishLeadMessage(v)]));
}
