import { css } from '@emotion/react';
import { RESERVED_HEIGHT_PX } from './card-frame';

const placeholder = css`
  height: ${RESERVED_HEIGHT_PX}px;
`;

/**
 * The place of a result card about to render: as tall as a card not laid out yet (cardFrame), so the page
 * below it stays where it will be.
 */
export function CardPlaceholder() {
  return <div aria-hidden="true" data-card-placeholder css={placeholder} />;
}
