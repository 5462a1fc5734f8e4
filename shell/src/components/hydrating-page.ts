import { createContext } from 'react';
import type { RegionsOutOfSight } from '../startup/regions-out-of-sight';

/**
 * The page whose HTML came from the platform server (server-side rendering, issue 9) while the browser
 * hydrates it. Its regions are on screen already, so they start revealed (see useRevealInOrder), on the server
 * and in the browser alike; once every region has hydrated (or failed) the page calls `hydrated`, after which
 * the shell may change what the server could not know (the shopper's saved favourites). A region out of sight
 * does not count: it hydrates when the shopper comes near it (`outOfSight`).
 */
export interface HydratingPage {
  path: string;
  outOfSight: RegionsOutOfSight;
  hydrated(): void;
}

export const HydratingPageContext = createContext<HydratingPage | null>(null);
