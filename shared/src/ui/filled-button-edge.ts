import { css } from '@emotion/react';

/**
 * The edge of a button, or a link that looks like one, drawn by its fill alone. High contrast (Windows' forced
 * colours) paints every background in the page's one colour, so such a button read as a line of text: this
 * transparent 1px border, invisible here, is painted there in the button's text colour. `block` and `inline`
 * are the button's padding as designed (CSS lengths); the border takes 1px of each, so the button keeps its
 * size (the submit button's fix, for every filled button).
 */
export const filledButtonEdge = (block: string, inline: string = block) => css`
  padding: calc(${block} - 1px) calc(${inline} - 1px);
  border: 1px solid transparent;
`;
