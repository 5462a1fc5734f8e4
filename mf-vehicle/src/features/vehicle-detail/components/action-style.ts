import { css, type Theme } from '@emotion/react';

/** The sidebar's button look: the first (main) action filled in the site's colour, the others outlined. */
export const actionStyle = (theme: Theme, main = false) => css`
  display: block;
  box-sizing: border-box;
  width: 100%;
  padding: 10px 14px;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius}px;
  background: ${main ? theme.colors.primary : 'transparent'};
  color: ${main ? theme.colors.primaryText : theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
`;
