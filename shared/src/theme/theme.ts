import type { SiteTheme } from '../domain/site';
import { BREAKPOINTS } from '../rules/constants';
import { readableColourOn, readableTextOn } from './contrast';

/** Breakpoints of spec §9 (BREAKPOINTS) as min-width media queries. */
export const BREAKPOINT_PX = BREAKPOINTS;
export type Breakpoint = keyof typeof BREAKPOINT_PX;

export const mq = (bp: Breakpoint) => `@media (min-width: ${BREAKPOINT_PX[bp]}px)`;

export interface DealerTheme {
  colors: {
    primary: string;
    primaryText: string;
    /** The primary colour as text on the background (links, outlined buttons): darkened until it reads. */
    link: string;
    accent: string;
    /** Text on an accent background: black or white by contrast. */
    accentText: string;
    background: string;
    text: string;
    muted: string;
    border: string;
    danger: string;
    success: string;
    surface: string;
  };
  font: string;
  radius: number;
  space: (n: number) => string;
}

/** The emotion theme of a site's template. */
export function createTheme(site: SiteTheme): DealerTheme {
  return {
    colors: {
      primary: site.primary,
      primaryText: site.primaryText,
      link: readableColourOn(site.primary, site.background),
      accent: site.accent,
      accentText: readableTextOn(site.accent),
      background: site.background,
      text: site.text,
      muted: '#595959',
      border: '#d0d4d9',
      danger: '#b00020',
      success: '#1b6e3a',
      surface: '#f5f6f8',
    },
    font: site.fontFamily,
    radius: site.radius,
    space: (n) => `${n * 4}px`,
  };
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends DealerTheme {}
}
