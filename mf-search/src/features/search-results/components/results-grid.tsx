import { Fragment, useRef } from 'react';
import { css, useTheme } from '@emotion/react';
import { mq, useSite } from '@dealerline/shared';
import { CarCard, CardPlaceholder, CtaCard } from '../../../components/car-card';
import type { CarSearchResult } from '../../../lib/search';
import { useCardsToRender } from '../hooks/use-cards-to-render';
import { useReturnToShownCard } from '../hooks/use-return-to-shown-card';
import { ctaSlot } from '../utils/cta-slot';

/** The last cards, two rows at each width's number of columns (one, two from sm, three from xl). */
const lastRows = (columns: number) => `& > li:nth-last-child(-n + ${2 * columns}) > *`;

/**
 * The cards of the last two rows are laid out from the start, not when they come near as the others are
 * (cardFrame). A shopper who jumps to the page links (End, the scroll bar) has these cards on screen above
 * them, and a card laid out only then shrank from its reserved height to its own a frame later, pulling the
 * links up under the finger: a press on Page 2 landed on a card. The cards further up still take their own
 * height when they come near, above the screen, where the browser's scroll anchoring keeps what is on screen
 * in place.
 */
const lastRowsLaidOut = css`
  ${lastRows(1)} {
    content-visibility: visible;
  }
  ${mq('sm')} {
    ${lastRows(2)} {
      content-visibility: visible;
    }
  }
  ${mq('xl')} {
    ${lastRows(3)} {
      content-visibility: visible;
    }
  }
`;

/**
 * One page of result cards, with the site's CTA card at its position (spec §9: 30 by default). New results
 * show their first cards at once and the others a moment later (useCardsToRender); each card not rendered yet
 * keeps its place. Back to the list shows the card left at the top where it stood (useReturnToShownCard).
 */
export function ResultsGrid({
  result,
  busy,
  current,
}: {
  result: CarSearchResult;
  busy: boolean;
  /** The results are the answer to the URL's search (not an earlier one's, kept while it loads). */
  current: boolean;
}) {
  const site = useSite();
  const theme = useTheme();
  const cardsToRender = useCardsToRender(result, result.hits.length);
  const list = useRef<HTMLUListElement>(null);
  useReturnToShownCard(list, current && cardsToRender >= result.hits.length);
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
      ref={list}
      aria-label="Search results"
      aria-busy={busy}
      css={[
        lastRowsLaidOut,
        css`
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
        `,
      ]}
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
