import type { ContentPage } from '../domain/content';
import { api } from './api';
import { notFoundAsNull } from './not-found-as-null';

/** The path a page is stored under: no trailing slash ("/about-us/" is "/about-us"). */
export const contentPagePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * GET /api/pages?path=…: the site's page of a path, null when it has none (a 404 of
 * infra/src/routes/content-routes.ts). One cache entry per path: the page (mf-locations) and the lead form below it (mf-leads) ask once.
 */
export const contentPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage | null, string>({
      async queryFn(path, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: 'pages', params: { path } });
        return notFoundAsNull(answer, (body: { page: ContentPage }) => body.page);
      },
    }),
  }),
});

export const { useGetContentPageQuery } = contentPageApi;
