import { api, type VehicleDetailResponse } from '@dealerline/shared';

/** GET /api/cars/{slug}: one car of the site with its dealership (shared/src/domain/vehicle.ts). 404: not ours. */
const vehicleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicle: build.query<VehicleDetailResponse, string>({
      query: (slug) => `cars/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetVehicleQuery } = vehicleApi;
