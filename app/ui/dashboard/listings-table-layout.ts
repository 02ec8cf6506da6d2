// The listing table's two layouts as class names: cells stack inside a card while the table's box is narrower than
// 60rem, and are table cells from there on (a container query: the dashboard's sidebar takes part of the screen).

/** A cell's table layout, once the box is wide enough. */
export const WIDE_CELL = "@min-[60rem]:table-cell @min-[60rem]:px-1 @min-[60rem]:py-2 @min-[60rem]:align-middle";
/** A cell that is a short line of the card when narrow. */
export const CARD_CELL = `block ${WIDE_CELL}`;
/** Shown before a value in the card only ('Visitas: 3'); the table's header says it when wide. */
export const CARD_LABEL = "text-slate-600 @min-[60rem]:hidden";
