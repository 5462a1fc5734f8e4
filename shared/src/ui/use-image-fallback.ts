import { useCallback, useState } from 'react';

/**
 * The photo to show, or null for the not-found picture (spec §8): null when there is no URL or when that URL
 * failed to load. `onError` and `ref` go on the <img>; a new URL is tried afresh.
 *
 * `ref` covers the server's HTML: the browser starts loading its pictures before the page's code runs, so a
 * picture that has already failed when React takes the page over sent its error event to nobody, and the
 * shopper kept a broken picture. React reads it off the element instead (complete, nothing decoded).
 */
export function useImageFallback(url: string | null | undefined): {
  photo: string | null;
  onError: (() => void) | undefined;
  ref: (img: HTMLImageElement | null) => void;
} {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const photo = url != null && url !== '' && url !== failedUrl ? url : null;
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && photo && img.complete && img.naturalWidth === 0) setFailedUrl(photo);
    },
    [photo],
  );
  return { photo, onError: photo ? () => setFailedUrl(photo) : undefined, ref };
}
