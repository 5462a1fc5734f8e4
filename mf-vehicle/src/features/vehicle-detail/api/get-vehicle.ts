import { api, notFoundAsNull, type VehicleDetailResponse } from '@dealerline/shared';

/**
 * GET /api/cars/{slug}: one car of the site with its dealership (shared/src/domain/vehicle.ts); null when the
 * site does not have it (a 404), so the server renders "not found" and hands that answer to the browser.
 */
export const vehicleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicle: build.query<VehicleDetailResponse | null, string>({
      async queryFn(slug, _api, _extra, baseQuery) {
        return notFoundAsNull<VehicleDetailResponse>(await baseQuery(`cars/${encodeURIComponent(slug)}`));
      },
    }),
  }),
});

export const { useGetVehicleQuery } = vehicleApi;
