import { api, type ContentPage } from '@dealerline/shared';

/** GET /api/pages?path=…: the site's page of a path, 404 when it has none (infra/src/routes/content-routes.ts). */
const contentPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, string>({
      query: (path) => ({ url: 'pages', params: { path } }),
      transformResponse: (response: { page: ContentPage }) => response.page,
    }),
  }),
});

export const { useGetContentPageQuery } = contentPageApi;
