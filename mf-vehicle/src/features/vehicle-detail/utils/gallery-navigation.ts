/**
 * The photo a key moves the gallery to: ArrowLeft and ArrowRight step (stopping at the ends, like the
 * carousel of spec §4), Home and End jump to the first and last photo; null for any other key or a step
 * past an end.
 */
export function galleryKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return index > 0 ? index - 1 : null;
    case 'ArrowRight':
      return index < count - 1 ? index + 1 : null;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
