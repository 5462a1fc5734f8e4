import { Fragment } from 'react';
import { css, useTheme } from '@emotion/react';
import { mq, useSite } from '@dealerline/shared';
import { CarCard, CardPlaceholder, CtaCard } from '../../../components/car-card';
import type { CarSearchResult } from '../../../lib/search';
import { useCardsToRender } from '../hooks/use-cards-to-render';
import { ctaSlot } from '../utils/cta-slot';

/**
 * One page of result cards, with the site's CTA card at its position (spec §9: 30 by default). New results
 * show their first cards at once and the others a moment later (useCardsToRender); each card not rendered yet
 * keeps its place.
 */
export function ResultsGrid({ result, busy }: { result: CarSearchResult; busy: boolean }) {
  const site = useSite();
  const theme = useTheme();
  const cardsToRender = useCardsToRender(result, result.hits.length);
  const cta = site.search_page.cta;
  const slot = cta
    ? ctaSlot({
        position: cta.position,
        page: result.page,
        hitsPerPage: result.hitsPerPage,
        hitsOnPage: result.hits.length,
        nbHits: result.nbHits,
      })
    : null;
  const ctaItem = cta && (
    <li>
      <CtaCard cta={cta} />
    </li>
  );
  return (
    <ul
      aria-label="Search results"
      aria-busy={busy}
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space(4)};
        margin: 0;
        padding: 0;
        list-style: none;
        opacity: ${busy ? 0.6 : 1};
        transition: opacity 150ms;
        ${mq('sm')} {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
        ${mq('xl')} {
          grid-template-columns: repeat(3, minmax(0, 1fr));
        }
      `}
    >
      {result.hits.map((hit, i) => (
        <Fragment key={hit.objectID}>
          {slot === i && ctaItem}
          <li>{i < cardsToRender ? <CarCard hit={hit} position={i} /> : <CardPlaceholder />}</li>
        </Fragment>
      ))}
      {slot === result.hits.length && ctaItem}
    </ul>
  );
}
