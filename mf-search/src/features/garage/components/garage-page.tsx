import { useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { mq, selectFavourites, useAppSelector } from '@dealerline/shared';
import { PageLink, useFocusAfterRemoval } from '@dealerline/shared/ui';
import { GarageEntry } from './garage-entry';

/** /garage on sites with favourites: the vehicles this shopper saved on this site (spec §3, §4 Favourites). */
export function GaragePage(_props: { variant?: string }) {
  const theme = useTheme();
  const favourites = useAppSelector(selectFavourites);
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const removed = useFocusAfterRemoval(list, '[data-garage-remove]', heading);
  return (
    <section aria-labelledby="garage-heading">
      <h1 id="garage-heading" ref={heading} tabIndex={-1}>
        My Garage
      </h1>
      {favourites.length === 0 ? (
        <p>
          You have not saved any vehicles yet.{' '}
          <PageLink to="/search/new-used-and-demo-cars/">Search our stock</PageLink> and save the ones you
          like.
        </p>
      ) : (
        <>
          <p>{favourites.length === 1 ? '1 saved vehicle' : `${favourites.length} saved vehicles`}</p>
          <ul
            ref={list}
            css={css`
              display: grid;
              gap: ${theme.space(4)};
              margin: 0;
              padding: 0;
              list-style: none;
              ${mq('sm')} {
                grid-template-columns: repeat(2, minmax(0, 1fr));
              }
              ${mq('lg')} {
                grid-template-columns: repeat(3, minmax(0, 1fr));
              }
            `}
          >
            {favourites.map((entry, position) => (
              <li key={entry.id}>
                <GarageEntry entry={entry} position={position} onRemove={() => removed(position)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
