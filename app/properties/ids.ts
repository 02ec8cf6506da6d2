// Short listing ids: the first 8 hex characters of a UUID (SPEC.md §9).
export const SHORT_ID = /^[0-9a-f]{8}$/;

export function newShortId(): string {
  return globalThis.crypto.randomUUID().slice(0, 8);
}

/** Generates ids until `isFree` accepts one; collisions are rare (2^32 space) but must not fail a save. */
export async function uniqueShortId(isFree: (id: string) => Promise<boolean>, attempts = 10): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const id = newShortId();
    if (await isFree(id)) return id;
  }
  throw new Error("No se pudo generar un identificador único para la propiedad");
}
