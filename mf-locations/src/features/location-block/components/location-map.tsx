import { css, useTheme } from '@emotion/react';
import { useSite, type DealerLocation } from '@dealerline/shared';
import { mapEmbedUrl } from '@dealerline/shared/rules';
import { StaticMap } from './static-map';

const MAP_HEIGHT = 260;

/**
 * A location's map (spec §2 single-location map card, §7.11): the offline static map unless the site
 * switches the Google Maps embed on (site.maps.provider 'google') and a key is known (the location's
 * map_key or the site's), at the default zoom 10.
 */
export function LocationMap({ location }: { location: DealerLocation }) {
  const site = useSite();
  const theme = useTheme();
  const embed = site.maps?.provider === 'google' ? mapEmbedUrl(location.address, site.maps.embed_key) : null;
  if (!embed) return <StaticMap address={location.address} height={MAP_HEIGHT} />;
  return (
    <iframe
      title={`Map of ${location.name}`}
      src={embed}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      css={css`
        display: block;
        width: 100%;
        height: ${MAP_HEIGHT}px;
        border: 0;
        border-radius: ${theme.radius}px;
      `}
    />
  );
}
