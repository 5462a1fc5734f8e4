import { useSite } from '@dealerline/shared';
import { slugify } from '@dealerline/shared/rules';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useFacets } from '../../../lib/search';
import { searchRoute, type RouteScope } from '../utils/search-route';

const NO_ATTRIBUTES: string[] = [];
const MODEL_ATTRIBUTES = ['model'];

/**
 * The scope of the current /search/… path. A make is fixed by its slug (make_slug, "land-rover"); a model is
 * matched against the make's model values by slug ("hilux" → "HiLux"), so the search waits for that list.
 */
export function useRouteScope(): RouteScope {
  const { pathname } = useLocation();
  const { template, used_label: usedLabel, vehicle_noun: vehicleNoun } = useSite();
  const route = useMemo(
    () => searchRoute(pathname, { template, used_label: usedLabel, vehicle_noun: vehicleNoun }),
    [pathname, template, usedLabel, vehicleNoun],
  );
  const makeScope = useMemo(
    () => (route.kind === 'make' ? { refinements: { make_slug: [route.makeSlug] } } : undefined),
    [route],
  );
  const needsModel = route.kind === 'make' && route.modelSlug !== undefined;
  const models = useFacets(needsModel ? MODEL_ATTRIBUTES : NO_ATTRIBUTES, undefined, makeScope);

  return useMemo((): RouteScope => {
    if (route.kind === 'fixed') return { scope: route.scope, title: route.title };
    const { makeSlug, modelSlug } = route;
    if (modelSlug === undefined) return { scope: makeScope, makeSlug };
    if (models.isLoading) return { makeSlug, modelSlug };
    const model = models.facets.model?.find((item) => slugify(item.value) === modelSlug)?.value ?? modelSlug;
    return { scope: { refinements: { make_slug: [makeSlug], model: [model] } }, makeSlug, modelSlug };
  }, [route, makeScope, models.isLoading, models.facets]);
}
