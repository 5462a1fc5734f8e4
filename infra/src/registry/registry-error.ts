/** A refusal the caller can act on; statusCode is the HTTP status the ops API answers with. */
export class RegistryError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}
