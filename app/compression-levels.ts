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
