import { css, type Theme } from '@emotion/react';

/** The header's outlined buttons (My Garage, Menu) in the header's own text colour. */
export const headerButton = (theme: Theme) => css`
  background: none;
  border: 1px solid currentColor;
  border-radius: ${theme.radius}px;
  color: inherit;
  font: inherit;
  padding: 6px 12px;
  cursor: pointer;
`;
