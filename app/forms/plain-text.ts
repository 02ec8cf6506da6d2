// What a stored text may contain: no invisible format characters, no control characters, trimmed (decision 088).

/**
 * Unicode format characters (\p{Cf}): zero-width space/joiners (U+200B–U+200D), word joiner (U+2060), BOM (U+FEFF),
 * bidi marks and overrides (U+200E/F, U+202A–U+202E, U+2066–U+2069, U+061C), soft hyphen, tag characters… Nobody
 * types them on purpose; they arrive with copied text and make values that look equal differ, or look empty.
 */
const FORMAT = /\p{Cf}/gu;
/** C0 and C1 controls, and the Unicode line/paragraph separators some copied text carries. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
/** Whitespace controls in a one-line field: a space keeps the words apart. */
const SPACING = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
/** Controls a multi-line field keeps: tab and newline (a textarea's CRLF becomes \n first). */
const CONTROL_EXCEPT_TAB_NEWLINE = /[^\P{Cc}\t\n]/gu;

/** A one-line text as it is stored. */
export function singleLineText(value: string): string {
  return value.replace(FORMAT, "").replace(SPACING, " ").replace(CONTROL, "").trim();
}

/** A multi-line text (textarea) as it is stored: lines end in \n, tabs stay. */
export function multiLineText(value: string): string {
  return value
    .replace(FORMAT, "")
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(CONTROL_EXCEPT_TAB_NEWLINE, "")
    .trim();
}

/** Blank-looking characters that are neither whitespace nor stripped: Hangul fillers, braille blank. */
const BLANK = /^[\p{White_Space}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** Whether a text shows anything at all: what 'required' means for a stored text. */
export function hasVisibleCharacter(value: string): boolean {
  return !BLANK.test(value);
}
