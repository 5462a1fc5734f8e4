import type { ContentPage } from '../domain/content';
import { api } from './api';

/** The path a page is stored under: no trailing slash ("/about-us/" is "/about-us"). */
export const contentPagePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * GET /api/pages?path=…: the site's page of a path, 404 when it has none (infra/src/routes/content-routes.ts).
 * One cache entry per path: the page (mf-locations) and the lead form below it (mf-leads) ask once.
 */
export const contentPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, string>({
      query: (path) => ({ url: 'pages', params: { path } }),
      transformResponse: (response: { page: ContentPage }) => response.page,
    }),
  }),
});

export const { useGetContentPageQuery } = contentPageApi;
