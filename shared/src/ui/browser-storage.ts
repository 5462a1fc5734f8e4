/**
 * The browser's local storage (kept across visits) or session storage (this tab only), or null where there is
 * none: on the server, or where the browser blocks it (private modes, disabled cookies throw on access).
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
