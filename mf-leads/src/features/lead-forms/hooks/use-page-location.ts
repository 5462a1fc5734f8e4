import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation, useParams } from 'react-router';
import { contentPagePath, useDealer, useGetContentPageQuery, type DealerLocation } from '@dealerline/shared';

export interface PageLocation {
  /** The location the page is about, or null. */
  location: DealerLocation | null;
  /** Whether the page itself shows that location (a location's contact page, the Email Us dialog of a card). */
  shownByPage: boolean;
}

/**
 * The location of the page a lead form sits on: the one given (the Email Us dialog's), the `/contact-us/{slug}`
 * one, or on a service page (`servicePage`) the visible location its content page is about (`location_slug`:
 * /service-noosa books at Noosaville). The content page is the one mf-locations shows above the form: one
 * request, one cache entry.
 */
export function usePageLocation(given: string | undefined, servicePage: boolean): PageLocation {
  const dealer = useDealer();
  const { pathname } = useLocation();
  const params = useParams();
  const { currentData: page } = useGetContentPageQuery(servicePage ? contentPagePath(pathname) : skipToken);
  const named = given ?? params.locationSlug;
  if (named) {
    return { location: dealer.locations.find((l) => l.slug === named) ?? null, shownByPage: true };
  }
  const slug = page?.location_slug;
  const location = slug ? (dealer.locations.find((l) => l.visible && l.slug === slug) ?? null) : null;
  return { location, shownByPage: false };
}
