import { memo, Suspense, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { RenderedInBrowser, useServerModules, type RemoteName } from '@dealerline/shared';
import { lazyRegion } from '../federation/lazy-region';
import { RegionBoundary } from './errors/region-boundary';

export interface RegionSpec {
  remote: RemoteName;
  module: string;
  variant?: string;
}

/** A region's name on the page and in its element's `data-region`: `{remote}/{module}`. */
export function regionName({ remote, module }: RegionSpec): string {
  return `${remote}/${module}`;
}

const loading = css`
  min-height: 240px;
`;

/** Laid out as if the wrapper were not there; `display: none` while the region waits for its turn. */
const shown = css`
  display: contents;
`;
const waiting = css`
  display: none;
`;

interface RegionPlacement {
  /** False while a region above it has not shown yet: the region renders, hidden, behind its placeholder. */
  revealed?: boolean;
  /** Called once the region has rendered or failed. */
  onSettled?: () => void;
  /** A region of the server's HTML out of sight: it keeps that HTML, its code not loaded, until this resolves. */
  near?: Promise<void>;
}

/** Suspends (the server's HTML stays as it is) until the shopper comes near. */
function WhenNear({ near, children }: { near: Promise<void>; children: ReactNode }) {
  use(near);
  return children;
}

function Settled({ onSettled }: { onSettled?: () => void }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

/**
 * One remote module placed on the page, isolated by its own boundary. Memoised: re-rendering the page must
 * not update a region whose server HTML the browser has not hydrated yet (its code still loading), or React
 * would replace that HTML with the placeholder.
 */
export const RemoteRegion = memo(function RemoteRegion({
  remote,
  module,
  variant,
  revealed = true,
  onSettled,
  near,
}: RegionSpec & RegionPlacement) {
  // lazyRegion caches one component per module: the same component on every render, so state is kept; a
  // module that failed to load is forgotten, so a retry of its boundary (back online) renders this anew and asks
  // for it again. Created here, above the boundary: React renders the boundary's children again to recover from
  // the failure, and a lazy component made below it would start a new load each time instead of failing. On the
  // platform server the region is the promoted version's module from its server bundle.
  const [, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((attempt) => attempt + 1), []);
  const server = useServerModules();
  const Region = server ? server.get(remote, module) : lazyRegion(remote, module);
  const content = Region ? (
    // eslint-disable-next-line react-hooks/static-components -- cached by lazyRegion, see above
    <Region variant={variant} />
  ) : (
    <RenderedInBrowser remote={remote} module={module} />
  );
  const placeholder = <div css={loading} aria-busy="true" data-region-loading={remote} />;
  return (
    <RegionBoundary remote={remote} module={module} onFailed={onSettled} onRetry={retry}>
      <Suspense fallback={placeholder}>
        <div css={revealed ? shown : waiting} data-region={regionName({ remote, module })}>
          {near ? <WhenNear near={near}>{content}</WhenNear> : content}
        </div>
        {!revealed && placeholder}
        <Settled onSettled={onSettled} />
      </Suspense>
    </RegionBoundary>
  );
});
