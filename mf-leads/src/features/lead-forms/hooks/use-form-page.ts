import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLocation, useParams } from 'react-router';
import { contentPagePath, useDealer, useGetContentPageQuery, type DealerLocation } from '@dealerline/shared';

export interface FormPage {
  /** The location the page is about, or null. */
  location: DealerLocation | null;
  /** Whether the page itself shows that location (a location's contact page, the Email Us dialog of a card). */
  shownByPage: boolean;
  /** The content page the form sits under (its slug, "/service-noosa"), the lead's page_id (spec §3); else null. */
  pageId: string | null;
}

/**
 * The page a lead form sits on, as its lead needs it: the location given (the Email Us dialog's), the
 * `/contact-us/{slug}` one, or under a content page (`onContentPage`: service, fleet, careers) the visible
 * location that page is about (`location_slug`: /service-noosa books at Noosaville), and that page's slug.
 * The content page is the one mf-locations shows above the form: one request, one cache entry.
 */
export function useFormPage(given: string | undefined, onContentPage: boolean): FormPage {
  const dealer = useDealer();
  const { pathname } = useLocation();
  const params = useParams();
  const { currentData: page } = useGetContentPageQuery(onContentPage ? contentPagePath(pathname) : skipToken);
  const pageId = page?.slug ?? null;
  const named = given ?? params.locationSlug;
  if (named) {
    return { location: dealer.locations.find((l) => l.slug === named) ?? null, shownByPage: true, pageId };
  }
  const slug = page?.location_slug;
  const location = slug ? (dealer.locations.find((l) => l.visible && l.slug === slug) ?? null) : null;
  return { location, shownByPage: false, pageId };
}
