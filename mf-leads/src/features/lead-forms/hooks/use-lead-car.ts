import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCarByIdQuery, useSite } from '@dealerline/shared';
import { isAvailable } from '@dealerline/shared/rules';

/** A `car_id` parameter's car id: a positive whole number, else null. */
const carIdOf = (param: string | null) => {
  const id = Number(param);
  return param && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The car of the page's `car_id` parameter (null without one, while loading, or when the site has no such
 * car); `missing` when a car_id was given and names no car: not a number, none of the site's visible cars (sold
 * and gone, mistyped), or the lookup failed; `sold` when the car is there but no longer available (spec §4: a sold
 * car stays listed for the site's sold days), which each page decides about (`namesSoldCar`).
 */
export function useLeadCar(carParam: string | null) {
  const { search } = useSite();
  const carId = carIdOf(carParam);
  const { data, isFetching, isSuccess, isError } = useCarByIdQuery(
    carId != null && search ? { carId, search } : skipToken,
  );
  const lookedUp = carId != null && !isFetching && ((isSuccess && data == null) || isError);
  const missing = Boolean(carParam) && (carId == null || lookedUp);
  const car = data ?? null;
  return { car, loading: isFetching, missing, sold: car != null && !isAvailable(car) };
}
