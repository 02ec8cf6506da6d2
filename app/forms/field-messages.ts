// The shared field messages of SPEC.md §5 as zod building blocks: '{name} es requerido.', 'Mínimo {n} caracteres',
// 'Máximo {n} caracteres', '{name} no es válido.'. Conform turns empty inputs into undefined before zod sees them.
// Every text a form stores goes through textField/optionalTextField: cleaned as plain-text.ts says, and 'required'
// means at least one visible character (docs/decisions/088).
import { z } from "zod";
import { hasVisibleCharacter, multiLineText, singleLineText } from "./plain-text.ts";

export const required = (name: string) => `${name} es requerido.`;
export const invalid = (name: string) => `${name} no es válido.`;
export const minChars = (n: number) => `Mínimo ${n} caracteres`;
export const maxChars = (n: number) => `Máximo ${n} caracteres`;

interface TextOptions {
  min?: number;
  max: number;
  /** A textarea: keeps line breaks and tabs. */
  multiline?: boolean;
}

/** A required text, stored cleaned; lengths count the cleaned text. */
export function textField(name: string, { min = 1, max, multiline = false }: TextOptions) {
  const text = z
    .string({ error: required(name) })
    .overwrite(multiline ? multiLineText : singleLineText)
    .refine(hasVisibleCharacter, required(name));
  return (min > 1 ? text.min(min, minChars(min)) : text).max(max, maxChars(max));
}

/** An optional text, stored cleaned (a value with nothing visible in it comes out empty). */
export function optionalTextField({ max, multiline = false }: Omit<TextOptions, "min">) {
  return z
    .string()
    .overwrite(multiline ? multiLineText : singleLineText)
    .max(max, maxChars(max))
    .optional();
}

/** A password is taken exactly as typed: cleaning it would change it behind the user's back. */
export function passwordField(name: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: required(name) })
    .min(min, minChars(min))
    .max(max, maxChars(max));
}

export function emailField(name: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: required(name) })
    .overwrite(singleLineText)
    .refine(hasVisibleCharacter, required(name))
    .min(min, minChars(min))
    .max(max, maxChars(max))
    .pipe(z.email({ error: invalid(name) }));
}
