// How a restore reports: a refusal or a bad archive as one Spanish line, and what a finished restore loaded.
import type { Manifest } from "./archive.ts";

/** Said in one Spanish line; nothing was changed. */
export class RestoreError extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  rows: Record<string, number>;
  photos: number;
}

export function damaged(err: unknown): never {
  throw new RestoreError(`No se restauró nada: la copia está dañada o incompleta (${(err as Error).message}).`);
}
