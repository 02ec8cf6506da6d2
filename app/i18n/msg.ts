// Marks a Spanish source text kept in a table (headings, labels) as a catalogue id, for the id check
// (app/i18n/catalog.test.ts); it is translated where it is shown, with useT or serverT.

export function msg<const T extends string>(id: T): T {
  return id;
}
