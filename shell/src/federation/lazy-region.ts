import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RegionProps, RemoteName } from '@dealerline/shared';
import { loadRegionModule } from './load-region-module';

const cache = new Map<string, LazyExoticComponent<ComponentType<RegionProps>>>();

/**
 * One lazy component per remote module, kept across navigations. A failed load is forgotten so that the
 * next navigation to that region tries again.
 */
export function lazyRegion(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const component = lazy(() =>
    loadRegionModule(remote, module).catch((error: unknown) => {
      cache.delete(key);
      throw error;
    }),
  );
  cache.set(key, component);
  return component;
}
