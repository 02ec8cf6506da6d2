// Statement timeouts on both engines surface as one error carrying SPEC.md §8's Spanish text.

export const QUERY_TIMEOUT_MESSAGE = "La consulta a la base de datos tardó demasiado";

/** Raised by the SQLite deadline function (sqlite-driver.ts) inside the statement it aborts. */
export const SQLITE_DEADLINE_CODE = "VITRINA_STATEMENT_TIMEOUT";

export class QueryTimeoutError extends Error {
  constructor(cause: unknown) {
    super(QUERY_TIMEOUT_MESSAGE, { cause });
    this.name = "QueryTimeoutError";
  }
}

/** PostgreSQL's statement_timeout (SQLSTATE 57014) or our SQLite deadline. */
export function isStatementTimeout(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const code = (err as { code?: unknown }).code;
  return code === "57014" || code === SQLITE_DEADLINE_CODE;
}

/** Runs a query; a statement timeout becomes a QueryTimeoutError, anything else passes through. */
export async function withQueryTimeout<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw isStatementTimeout(err) ? new QueryTimeoutError(err) : err;
  }
}
