import { useId, useState, type FormEvent } from 'react';
import { css, useTheme } from '@emotion/react';
import { POSTCODE_INPUT, postcodePaste } from '@dealerline/shared/forms';
import { controlStyle, useHydrated, visuallyHidden } from '@dealerline/shared/ui';
import {
  GEOCODE_UNAVAILABLE,
  INVALID_POSTCODE_GEOCODE,
  normalisePostcodeInput,
  validatePostcode,
  type GeoPoint,
} from '@dealerline/shared/rules';
import { devicePosition, type PositionFailure } from '../api/device-position';
import { useLazyGeocodePostcodeQuery } from '../api/geocode-postcode';
import { buttonStyle } from '../../location-block/utils/button-style';

/** What a failed lookup says: a refusal's own message (4xx), else that the lookup is unavailable. */
function lookupFailureMessage(failure: unknown): string {
  const { status, data } = (failure ?? {}) as { status?: unknown; data?: { message?: unknown } };
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  if (!refused) return GEOCODE_UNAVAILABLE;
  return typeof data?.message === 'string' ? data.message : INVALID_POSTCODE_GEOCODE;
}

/** What a screen reader hears once the locations are in order of distance (the cards move without a word). */
export const sortedByDistanceMessage = (from: string) => `Locations sorted by distance from ${from}`;

/** Where Use My Location sorts from, in the message above (ours, as the button's texts below). */
const YOUR_LOCATION = 'your location';
export const POSITION_MESSAGES: Record<PositionFailure, string> = {
  refused: 'Your location is turned off for this site. Please enter your postcode instead.',
  unavailable: 'We could not find your location. Please enter your postcode instead.',
};

/**
 * Find the nearest location (spec §7.10): a postcode box kept to 4 digits (spec §5; a pasted address gives its
 * postcode, as in every postcode box: the form kit's POSTCODE_INPUT and postcodePaste), geocoded on submit. A
 * postcode that is not 4 digits gets the §5 message; one the geocoder does not know says "Invalid postcode" (§8).
 * A refused lookup shows the server's message; one that failed (the geocoder down, no answer) says so rather
 * than blame the postcode. Use My Location (ours: the spec has the postcode only) sorts from the device's
 * position instead, as the browser asks the shopper for it; refused or not found, it asks for the postcode. A
 * found position goes to `onOrigin`, and a status message says the order changed; any error puts the
 * locations back in their own order (onOrigin(null)), without distances.
 */
export function PostcodeSearch({ onOrigin }: { onOrigin: (origin: GeoPoint | null) => void }) {
  const theme = useTheme();
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Why Use My Location found no position: said beside the box, which is not wrong for it (no aria-invalid). */
  const [positionError, setPositionError] = useState<string | null>(null);
  const [sortedFrom, setSortedFrom] = useState<string | null>(null);
  const [geocode, { isFetching }] = useLazyGeocodePostcodeQuery();
  const [locating, setLocating] = useState(false);

  const sortFromDevice = async () => {
    setSortedFrom(null);
    setError(null);
    setPositionError(null);
    setLocating(true);
    try {
      onOrigin(await devicePosition());
      setSortedFrom(YOUR_LOCATION);
    } catch (failure) {
      setPositionError(POSITION_MESSAGES[failure as PositionFailure] ?? POSITION_MESSAGES.unavailable);
      onOrigin(null);
    } finally {
      setLocating(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePostcode(postcode);
    setSortedFrom(null);
    setPositionError(null);
    if (invalid) {
      // The cards no longer show distances from an earlier postcode beside the error about this one.
      setError(invalid);
      onOrigin(null);
      return;
    }
    setError(null);
    try {
      const origin = await geocode(postcode, true).unwrap();
      if (!origin) setError(INVALID_POSTCODE_GEOCODE);
      else setSortedFrom(postcode);
      onOrigin(origin);
    } catch (failure) {
      setError(lookupFailureMessage(failure));
      onOrigin(null);
    }
  };

  return (
    <form
      role="search"
      aria-label="Find your nearest location"
      onSubmit={submit}
      noValidate
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        gap: ${theme.space(2)};
        margin-bottom: ${theme.space(4)};
      `}
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space(1)};
        `}
      >
        <label htmlFor={inputId}>Your postcode</label>
        <input
          id={inputId}
          name="postcode"
          {...POSTCODE_INPUT}
          value={postcode}
          onChange={(event) => setPostcode(normalisePostcodeInput(event.target.value))}
          onPaste={postcodePaste(setPostcode)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || positionError ? errorId : undefined}
          css={[
            controlStyle(theme),
            css`
              width: 10ch;
            `,
          ]}
        />
      </div>
      <button type="submit" css={buttonStyle(theme)} disabled={isFetching || locating || !hydrated}>
        Find Nearest
      </button>
      <button
        type="button"
        css={buttonStyle(theme)}
        onClick={() => void sortFromDevice()}
        disabled={isFetching || locating || !hydrated}
      >
        Use My Location
      </button>
      {error || positionError ? (
        <p
          id={errorId}
          role="alert"
          css={css`
            flex-basis: 100%;
            margin: 0;
            color: ${theme.colors.danger};
          `}
        >
          {error ?? positionError}
        </p>
      ) : null}
      <p role="status" css={visuallyHidden}>
        {sortedFrom ? sortedByDistanceMessage(sortedFrom) : ''}
      </p>
    </form>
  );
}
