import { css } from '@emotion/react';

/** Text for screen readers only: out of sight, still in the accessibility tree (and read by live regions). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
