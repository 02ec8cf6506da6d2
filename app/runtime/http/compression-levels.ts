// Compression levels of the answers the compression middleware compresses as they stream (decision 195,
// server/streamed-compression.ts): pages the page cache does not keep, navigation data, staff screens. By
// measurement on the 110 KB home page sent as one chunk: brotli 3 (20.6 KB, ~2.1 ms of CPU through a stream) where 4
// costs ~25% more for 4% less and 5 twice as much for 10% less; gzip 4 (21.3 KB) where 6 costs ~40% more for 5% less.
// Brotli stays preferred: at these levels it is smaller than gzip for the same CPU. Its window is 256 KB (lgwin 18,
// not the default 4 MB): a page is ~115 KB, so the body is the same, and each answer's encoder no longer allocates
// and touches a 4 MB ring buffer (docs/decisions/235). Pages kept by the page cache carry their own gzip 9 and
// brotli 5 (decision 111).
export const STREAMED_GZIP_LEVEL = 4;
export const STREAMED_BROTLI_QUALITY = 3;
export const STREAMED_BROTLI_WINDOW_BITS = 18;
