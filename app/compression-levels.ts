// Compression levels of answers compressed as they are made (decision 195): pages (app/document-encoding.server.ts)
// and what the compression middleware still compresses (server/streamed-compression.ts). By measurement on the
// 110 KB home page sent as one chunk: brotli 3 (20.6 KB, ~2.1 ms of CPU through a stream) where 4 costs ~25% more for
// 4% less and 5 twice as much for 10% less; gzip 4 (21.3 KB) where 6 costs ~40% more for 5% less. Brotli stays
// preferred: at these levels it is smaller than gzip for the same CPU. Its window is 256 KB (lgwin 18, not the
// default 4 MB): a page is ~115 KB, so the body is the same, and each answer's encoder no longer allocates and
// touches a 4 MB ring buffer (docs/decisions/235).
export const STREAMED_GZIP_LEVEL = 4;
export const STREAMED_BROTLI_QUALITY = 3;
export const STREAMED_BROTLI_WINDOW_BITS = 18;

/**
 * A whole page in brotli (every browser accepts it) by the compressor the process keeps (app/document-encoding.server.ts,
 * decision 254): quality 1. On the 113 KB home (`zlib.brotliCompressSync` in a throwaway script): quality 1, 23.4 KB in
 * ~0.24 ms of CPU; quality 2, 21.6 KB in ~0.48 ms; gzip 1, 24.1 KB in ~0.56 ms. Quality 2 and up also allocate hash
 * tables big enough to bring full collections again (25 in 10 s at quality 2 against 2 at quality 1, `--trace-gc`, 2
 * processes under 20 connections, by hand).
 */
export const DOCUMENT_BROTLI_QUALITY = 1;

/**
 * A whole page gzipped (a client that accepts gzip but not brotli) by the compressor the process keeps (decisions 253,
 * 254): level 1. On the 113 KB home (`zlib.gzipSync` in a throwaway script), level 1 gives 24.1 KB in ~0.6 ms of CPU
 * and level 4 22.1 KB in ~0.9 ms. When pages preferred gzip (decision 253, a kept stream), the uncached home with
 * `gzip, br` served 783 req/s at p99 48 ms with level 1 against 577 req/s at p99 64 ms with level 4 (2 processes, 20
 * connections, `node scripts/bench/page-cache.ts`, one run each). Pages kept by the page cache carry their own gzip 9
 * and brotli 5 (decision 111).
 */
export const DOCUMENT_GZIP_LEVEL = 1;
