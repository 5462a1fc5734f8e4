import { css, useTheme, type SerializedStyles } from '@emotion/react';
import { useParams } from 'react-router';
import { useSite } from '@dealerline/shared';
import { LoadError, PageLink, useDocumentTitle } from '@dealerline/shared/ui';
import { pageTitle } from '@dealerline/shared/rules';
import { useGetVehicleQuery } from '../api/get-vehicle';
import { VehicleDetail } from './vehicle-detail';

const SEARCH_PATH = '/search/new-used-and-demo-cars/';

/** A car the site does not have: says so (in the tab's title too, as the server's 404 does) and links to the search. */
function VehicleNotFound({ frame }: { frame: SerializedStyles }) {
  const theme = useTheme();
  useDocumentTitle(pageTitle('Vehicle not found', useSite().name));
  return (
    <section aria-labelledby="vehicle-heading" css={frame} data-vehicle-not-found>
      <h1 id="vehicle-heading">Vehicle not found</h1>
      <p>This vehicle is no longer listed. It may have been sold or the link may be out of date.</p>
      <PageLink
        to={SEARCH_PATH}
        css={css`
          color: ${theme.colors.text};
          font-weight: 600;
        `}
      >
        Search our stock
      </PageLink>
    </section>
  );
}

/**
 * /cars/{slug}: the vehicle detail page. Loading, then the car; a car the site does not have (null, a 404)
 * says so and links to the search, in the server's HTML too; any other failure offers a retry.
 */
export function VehiclePage(_props: { variant?: string }) {
  const { slug = '' } = useParams();
  const { currentData, isError, isFetching, refetch } = useGetVehicleQuery(slug);
  const frame = css`
    max-width: 1200px;
    margin: 0 auto;
  `;

  if (currentData) return <VehicleDetail detail={currentData} />;
  if (currentData === null) return <VehicleNotFound frame={frame} />;
  if (isError && !isFetching) {
    return (
      <section aria-labelledby="vehicle-heading" css={frame}>
        <h1 id="vehicle-heading">Vehicle details</h1>
        <LoadError what="this vehicle" onRetry={() => void refetch()} />
      </section>
    );
  }
  return (
    <p role="status" aria-busy="true" css={frame}>
      Loading vehicle…
    </p>
  );
}
