import { css, type Theme } from '@emotion/react';

/** About the height of a result card (photo, text, finance box and buttons) on a phone and on a desktop. */
export const CARD_HEIGHT_PX = 780;

/**
 * The height kept for a card that is not laid out yet: more than the tallest demo card at any width (825 px
 * measured). Tools that measure such a card (axe, Lighthouse) lay out its content inside that height; content
 * taller than it would seem to overlap what follows the card (a "See all" link too close to a button).
 */
const RESERVED_HEIGHT_PX = 900;

/**
 * The outline every card of the results grid shares, so cards and the CTA card line up. A card out of sight
 * is not laid out or painted until it comes near (content-visibility): a results page holds up to 24 cards
 * and the home page 16, and laying them all out cost the first render more than the cards in view.
 */
export const cardFrame = (theme: Theme) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${RESERVED_HEIGHT_PX}px;
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
