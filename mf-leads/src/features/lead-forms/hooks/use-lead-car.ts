import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCarByIdQuery, useSite } from '@dealerline/shared';

/** A `car_id` parameter's car id: a positive whole number, else null. */
const carIdOf = (param: string | null) => {
  const id = Number(param);
  return param && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The car of the page's `car_id` parameter (null without one, while loading, or when the site has no such
 * car); `missing` when a car_id was given and names no car: not a number, none of the site's visible cars (sold
 * and gone, mistyped), or the lookup failed.
 */
export function useLeadCar(carParam: string | null) {
  const { search } = useSite();
  const carId = carIdOf(carParam);
  const { data, isFetching, isSuccess, isError } = useCarByIdQuery(
    carId != null && search ? { carId, search } : skipToken,
  );
  const lookedUp = carId != null && !isFetching && ((isSuccess && data == null) || isError);
  const missing = Boolean(carParam) && (carId == null || lookedUp);
  return { car: data ?? null, loading: isFetching, missing };
}
