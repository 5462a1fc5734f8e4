import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './create-store';
import type { RootState } from './root-reducer';

/** Typed hooks from one place (Redux Toolkit docs). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
