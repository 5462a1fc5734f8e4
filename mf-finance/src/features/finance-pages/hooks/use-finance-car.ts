import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCarByIdQuery, useSite } from '@dealerline/shared';

/**
 * The car of the page's car_id (null without one, while loading, or when the site has no such car);
 * `isLoading` while a car is being looked up for the first time. `missing` when a car_id was given
 * (`carParam`, the parameter as written) and names no car: not a car id (`carId` null) or none of the site's
 * visible cars (sold and gone, mistyped). A failed lookup is not `missing` but `isError` (the page offers a
 * retry).
 */
export function useFinanceCar(carId: number | null, carParam: string | null) {
  const { search } = useSite();
  const { data, isLoading, isFetching, isSuccess, isError, refetch } = useCarByIdQuery(
    carId != null && search ? { carId, search } : skipToken,
  );
  const notFound = carId != null && isSuccess && !isFetching && data == null;
  const missing = Boolean(carParam) && (carId == null || notFound);
  return { car: data ?? null, isLoading, isError, missing, retry: () => void refetch() };
}
