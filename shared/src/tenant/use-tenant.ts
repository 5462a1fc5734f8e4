import { useAppSelector } from '../store/hooks';
import type { DealerConfig, SiteConfig } from '../domain/site';
import { selectDealer, selectSite } from './tenant-slice';

/** The current site's config. The shell loads it before any remote renders, so it is always there. */
export function useSite(): SiteConfig {
  const site = useAppSelector(selectSite);
  if (!site) throw new Error('useSite() called before the shell loaded the tenant');
  return site;
}

export function useDealer(): DealerConfig {
  const dealer = useAppSelector(selectDealer);
  if (!dealer) throw new Error('useDealer() called before the shell loaded the tenant');
  return dealer;
}
