// How often a saved search's alerts go out (issue 36): the form's choices and each one's batching interval.
export const FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The form's labels (Spanish ids of the catalogue, app/i18n/locales/en.json). */
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  instant: "Al instante",
  daily: "Diaria",
  weekly: "Semanal",
};

export const isFrequency = (v: unknown): v is Frequency => FREQUENCIES.includes(v as Frequency);

/** A search is checked again this long after its last check ('instant': every run of the job). */
export const FREQUENCY_MS: Record<Frequency, number> = {
  instant: 0,
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
};
