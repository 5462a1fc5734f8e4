import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCarByIdQuery, useSite } from '@dealerline/shared';

/**
 * The car of the page's car_id (null without one, while loading, or when the site has no such car);
 * `isLoading` while a car is being looked up for the first time.
 */
export function useFinanceCar(carId: number | null) {
  const { search } = useSite();
  const { data, isLoading, isError, refetch } = useCarByIdQuery(
    carId != null && search ? { carId, search } : skipToken,
  );
  return { car: data ?? null, isLoading, isError, retry: () => void refetch() };
}
