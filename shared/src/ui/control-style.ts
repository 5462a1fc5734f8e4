import { css, type Theme } from '@emotion/react';

/** Text inputs and selects of the platform's forms. */
export const controlStyle = (theme: Theme) => css`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid #767676;
  border-radius: ${theme.radius}px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: 1px;
  }
`;

/** A button that reads as a link in running text (e.g. "Try again", "enter my car's details instead"). */
export const linkButtonStyle = (theme: Theme) => css`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
  font: inherit;
`;
