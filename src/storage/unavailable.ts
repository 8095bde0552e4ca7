// Recognises the errors that mean "a back end (PostgreSQL or Redis) cannot be reached right now",
// as opposed to a bug: the HTTP layer answers those with 503 and Retry-After, and the caller can
// retry once the server is back (the pool and the Redis client reconnect by themselves).

/** PostgreSQL SQLSTATE classes and codes of a lost or refused connection, or a statement cut short. */
const POSTGRES_UNAVAILABLE = /^(08|57P0[1-3]|57014|53300)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  // pg
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  // ioredis
  "Stream isn't writeable",
  'Connection is closed',
  'Command timed out',
  'Reached the max retries per request limit',
];

export function isBackendUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))) return true;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (MESSAGES.some((m) => error.message.includes(m))) return true;
  // AggregateError (e.g. a connection refused on both IPv4 and IPv6) and wrapped causes.
  if (error instanceof AggregateError && error.errors.some(isBackendUnavailable)) return true;
  return error.cause !== undefined && error.cause !== error && isBackendUnavailable(error.cause);
}
