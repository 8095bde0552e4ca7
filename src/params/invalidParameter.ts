// A request parameter that passes the schema but cannot be used (an unknown time zone, a date
// that does not exist). The HTTP layer turns it into a 400 naming the field.
export class InvalidParameterError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`Invalid ${field}: ${reason}`);
    this.name = 'InvalidParameterError';
  }
}
