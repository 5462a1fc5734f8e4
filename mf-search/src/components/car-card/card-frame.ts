import { css, type Theme } from '@emotion/react';
import { renderWhenNear } from '@dealerline/shared';

/** About the height of a result card (photo, text, finance box and buttons) on a phone and on a desktop. */
export const CARD_HEIGHT_PX = 780;

/**
 * The height kept for a card that is not laid out yet: more than the tallest demo card at any width (825 px
 * measured), see renderWhenNear (content taller than it would seem to overlap the "See all" link after it).
 */
export const RESERVED_HEIGHT_PX = 900;

/**
 * The outline every card of the results grid shares, so cards and the CTA card line up. A card out of sight
 * is not laid out or painted until it comes near (content-visibility): a results page holds up to 24 cards
 * and the home page 16, and laying them all out cost the first render more than the cards in view.
 */
export const cardFrame = (theme: Theme) => css`
  ${renderWhenNear(RESERVED_HEIGHT_PX)}
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius}px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
`;
