// The shared field messages of SPEC.md §5 as zod building blocks: '{name} es requerido.', 'Mínimo {n} caracteres',
// 'Máximo {n} caracteres', '{name} no es válido.'. Conform turns empty inputs into undefined before zod sees them.
import { z } from "zod";

export const required = (name: string) => `${name} es requerido.`;
export const invalid = (name: string) => `${name} no es válido.`;
export const minChars = (n: number) => `Mínimo ${n} caracteres`;
export const maxChars = (n: number) => `Máximo ${n} caracteres`;

export function textField(name: string, { min = 1, max }: { min?: number; max: number }) {
  return z.string({ error: required(name) }).min(min, minChars(min)).max(max, maxChars(max));
}

export function emailField(name: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: required(name) })
    .trim()
    .min(min, minChars(min))
    .max(max, maxChars(max))
    .pipe(z.email({ error: invalid(name) }));
}
