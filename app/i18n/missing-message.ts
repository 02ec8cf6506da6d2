// What a page's Lingui does with an id its messages lack: show the id (the Spanish text). On the server the
// catalogue also says when that was a mistake, a catalogue id left out of the page's set (docs/decisions/220).

type Reporter = (locale: string, id: string) => void;

let reporter: Reporter | undefined;

/** Set once by the server's catalogue (app/i18n/catalog.server.ts); the browser has none. */
export function reportMissingMessagesWith(report: Reporter): void {
  reporter = report;
}

export function missingMessage(locale: string, id: string): string {
  reporter?.(locale, id);
  return id;
}
