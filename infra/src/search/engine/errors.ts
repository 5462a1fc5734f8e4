/**
 * The one error type the engine throws on bad input. `status` and `message` are what Algolia's REST API puts
 * in its error body (`{"message": "...", "status": 400}`), so the HTTP layer can pass them through unchanged.
 */
export class SearchError extends Error {
  readonly status: 400 | 403 | 404;

  constructor(status: 400 | 403 | 404, message: string) {
    super(message);
    this.name = 'SearchError';
    this.status = status;
  }

  toJSON(): { message: string; status: number } {
    return { message: this.message, status: this.status };
  }
}

export const badRequest = (message: string): SearchError => new SearchError(400, message);

export function isSearchError(error: unknown): error is SearchError {
  return error instanceof SearchError;
}
