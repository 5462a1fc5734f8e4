import { api, type VehicleModel } from '@dealerline/shared';

/**
 * GET /api/models[?manufacturer={slug}]: the models of this site's makes in catalogue order, or of one make
 * (infra/src/routes/content-routes.ts).
 */
const modelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getModels: build.query<VehicleModel[], { manufacturer?: string }>({
      query: ({ manufacturer }) => ({ url: 'models', params: manufacturer ? { manufacturer } : undefined }),
      transformResponse: (response: { models: VehicleModel[] }) => response.models,
    }),
  }),
});

export const { useGetModelsQuery } = modelsApi;
