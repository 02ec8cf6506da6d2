// Compression of the answers the page cache does not keep (decision 195): pages rendered for each request, navigation
// data, staff screens, files, by the standard compression middleware. Cached pages carry their own gzip and brotli,
// made once (decision 111), and pass through untouched. Levels: app/runtime/http/compression-levels.ts.
import zlib from "node:zlib";
import compression from "compression";
import {
  STREAMED_BROTLI_QUALITY,
  STREAMED_BROTLI_WINDOW_BITS,
  STREAMED_GZIP_LEVEL,
} from "../app/runtime/http/compression-levels.ts";

export function streamedCompression() {
  return compression({
    level: STREAMED_GZIP_LEVEL,
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_LGWIN]: STREAMED_BROTLI_WINDOW_BITS,
      },
    },
  });
}
