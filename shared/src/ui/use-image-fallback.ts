import { useState } from 'react';

/**
 * The photo to show, or null for the not-found picture (spec §8): null when there is no URL or when that URL
 * failed to load. `onError` goes on the <img>; a new URL is tried afresh.
 */
export function useImageFallback(url: string | null | undefined): {
  photo: string | null;
  onError: (() => void) | undefined;
} {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const photo = url != null && url !== '' && url !== failedUrl ? url : null;
  return { photo, onError: photo ? () => setFailedUrl(photo) : undefined };
}
