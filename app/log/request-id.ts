// The request id's shape: what the server generates (a UUID) and what it accepts from a trusted proxy's
// X-Request-Id. Plain characters only, so it is safe in a header, a log line and a page.
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const isRequestId = (value: unknown): value is string => typeof value === "string" && REQUEST_ID.test(value);
