// Imported by server/index.ts before React: its server renderer writes plain ASCII text without a call into C++ per
// piece of text (decision 249).
//
// React DOM 19.3's Node renderer writes a page as thousands of short strings (tags, attribute names and values,
// text). For each one it makes a view of its 4 KB buffer, calls `TextEncoder.encodeInto` into it and reads back an
// object, and when a part of the page is finished it measures every piece again with `Buffer.byteLength`: ~13% of an
// uncached home's CPU, most of it the cost of crossing into C++ for a few bytes. Here a piece shorter than the space
// left in the buffer is copied a character at a time while every character is ASCII (all but a few of a page's
// pieces), and its length is its byte length; anything else takes React's own way, as before. The bytes written and
// the sizes React counts are the same.
import { type ModuleRewrite, rewriteOnLoad } from "./module-rewrites.ts";

export const REWRITES: readonly ModuleRewrite[] = [
  {
    ends: ["/react-dom/cjs/react-dom-server.node.production.js"],
    edits: [
      [
        "      else {\n        var target = currentView;\n        0 < writtenBytes && (target = currentView.subarray(writtenBytes));",
        "      else {\n        if (writtenBytes + chunk.length < 4096) {\n          for (var ascii = 0, view = currentView, at = writtenBytes; ascii < chunk.length; ascii++) {\n            var code = chunk.charCodeAt(ascii);\n            if (127 < code) break;\n            view[at + ascii] = code;\n          }\n          if (ascii === chunk.length) {\n            writtenBytes += ascii;\n            return;\n          }\n        }\n        var target = currentView;\n        0 < writtenBytes && (target = currentView.subarray(writtenBytes));",
      ],
      [
        'function byteLengthOfChunk(chunk) {\n  return "string" === typeof chunk\n    ? Buffer.byteLength(chunk, "utf8")\n    : chunk.byteLength;\n}',
        'function byteLengthOfChunk(chunk) {\n  if ("string" !== typeof chunk) return chunk.byteLength;\n  if (256 < chunk.length) return Buffer.byteLength(chunk, "utf8");\n  for (var i = 0; i < chunk.length; i++)\n    if (127 < chunk.charCodeAt(i)) return Buffer.byteLength(chunk, "utf8");\n  return chunk.length;\n}',
      ],
    ],
  },
];

rewriteOnLoad(REWRITES, "React DOM", 249);
