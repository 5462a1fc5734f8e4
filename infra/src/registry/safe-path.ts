const SEGMENT = /^[A-Za-z0-9._@+~-]+$/;

/**
 * A relative file path inside a build folder: forward slashes, no empty, "." or ".." segment, no absolute
 * path, no backslash or control character, and nothing but ordinary file-name characters.
 */
export function isSafeRelativePath(value: string): boolean {
  if (!value || value.length > 300) return false;
  const segments = value.split('/');
  return segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** A version id or remote name usable as one folder name. */
export function isSafeSegment(value: string): boolean {
  return value.length <= 120 && SEGMENT.test(value) && value !== '.' && value !== '..';
}
