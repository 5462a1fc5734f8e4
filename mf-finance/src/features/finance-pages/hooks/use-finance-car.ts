import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSite } from '@dealerline/shared';
import { useFinanceCarQuery } from '../api/get-finance-car';

/** The car of the page's car_id (null without one, while loading, or when the site has no such car). */
export function useFinanceCar(carId: number | null) {
  const { search } = useSite();
  const { data, isError, refetch } = useFinanceCarQuery(
    carId != null && search ? { carId, search } : skipToken,
  );
  return { car: data ?? null, isError, retry: () => void refetch() };
}
