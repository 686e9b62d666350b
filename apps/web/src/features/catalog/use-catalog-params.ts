import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type CatalogParams, parseCatalogParams, toQueryString } from './catalog-query.ts';

/**
 * The catalogue query of the address bar, and a way to change it. A change is computed from the
 * address bar as it is when the change is made (a debounced search cannot undo a filter picked
 * meanwhile) and is its own history entry, so Back undoes it.
 */
export function useCatalogParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseCatalogParams(location.search), [location.search]);

  const update = useCallback(
    (change: (current: CatalogParams) => CatalogParams) => {
      const current = window.location.search;
      const search = toQueryString(change(parseCatalogParams(current)));
      if (search === current.replace(/^\?/, '')) return;
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { preventScrollReset: true });
    },
    [location.pathname, navigate],
  );

  return { params, update, search: location.search };
}
