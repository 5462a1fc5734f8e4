import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCarByIdQuery, useSite } from '@dealerline/shared';

/**
 * The car of the page's `car_id` (null without one, while loading, or when the site has no such car);
 * `missing` once the lookup has answered without a car (none of the site's visible cars, or the lookup failed).
 */
export function useLeadCar(carId: number | null) {
  const { search } = useSite();
  const { data, isFetching, isSuccess, isError } = useCarByIdQuery(
    carId != null && search ? { carId, search } : skipToken,
  );
  const missing = carId != null && !isFetching && ((isSuccess && data == null) || isError);
  return { car: data ?? null, loading: isFetching, missing };
}
