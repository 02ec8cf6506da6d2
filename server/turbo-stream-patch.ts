// Imported by server/index.ts before React Router: the JSON of a long string in a page's data is written once and
// reused (decision 252).
//
// React Router sends loader data with turbo-stream, which writes every string as `JSON.stringify(string)`. The
// data a page keeps for many requests travels packed, as long JSON texts (decision 247: the home's filter options,
// cards, 'Más filtros' fields and messages, 7–8 KB on the home), so each request escaped the same texts again:
// 70 KB of the ~600 KB a home allocated and 2.4% of its CPU. Here a string of over 512 characters gets its JSON from
// a map of the last ones written (the same string object is hashed once), so a kept text is escaped once. Shorter
// strings are written as before. The text sent is the same.
// Nothing of the app is imported here: whatever this file imports is loaded before the hook exists.
import { type ModuleRewrite, rewriteOnLoad } from "./module-rewrites.ts";

/** Strings shorter than this are escaped every time: a map lookup would cost about as much. */
export const LONG_STRING = 512;
/** Long strings whose JSON is kept at most, and their characters in all; past either the map starts again. */
const KEPT_JSON = 256;
const KEPT_CHARS = 4_000_000;

export const REWRITES: readonly ModuleRewrite[] = [
  {
    ends: [
      "/react-router/dist/production/vendor/turbo-stream-v2/flatten.js",
      "/react-router/dist/development/vendor/turbo-stream-v2/flatten.js",
    ],
    edits: [
      [
        "const TIME_LIMIT_MS = 1;\n",
        `const TIME_LIMIT_MS = 1;
const keptJson = new Map();
let keptChars = 0;
function jsonOf(input) {
	if (typeof input !== "string" || input.length < ${LONG_STRING}) return JSON.stringify(input);
	let json = keptJson.get(input);
	if (json === undefined) {
		json = JSON.stringify(input);
		if (keptJson.size >= ${KEPT_JSON} || keptChars > ${KEPT_CHARS}) {
			keptJson.clear();
			keptChars = 0;
		}
		keptJson.set(input, json);
		keptChars += input.length + json.length;
	}
	return json;
}
`,
      ],
      [
        '\t\t\tcase "string":\n\t\t\t\tstr[index] = JSON.stringify(input);\n',
        '\t\t\tcase "string":\n\t\t\t\tstr[index] = jsonOf(input);\n',
      ],
    ],
  },
];

rewriteOnLoad(REWRITES, "React Router", 252);
