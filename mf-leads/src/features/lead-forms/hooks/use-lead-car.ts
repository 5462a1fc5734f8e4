import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCarByIdQuery, useSite } from '@dealerline/shared';

/** The car of the page's `car_id` (null without one, while loading, or when the site has no such car). */
export function useLeadCar(carId: number | null) {
  const { search } = useSite();
  const { data, isFetching } = useCarByIdQuery(carId != null && search ? { carId, search } : skipToken);
  return { car: data ?? null, loading: isFetching };
}
