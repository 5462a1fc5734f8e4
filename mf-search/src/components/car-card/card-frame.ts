import { css, type Theme } from '@emotion/react';

/** The outline every card of the results grid shares, so cards and the CTA card line up. */
export const cardFrame = (theme: Theme) => css`
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
