import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query api of the platform. It starts empty; each remote adds its endpoints with
 * `api.injectEndpoints` from its feature folders, so every request shares one cache and one middleware.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/' }),
  endpoints: () => ({}),
});
