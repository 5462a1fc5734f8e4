import { memo, Suspense, useEffect } from 'react';
import { css } from '@emotion/react';
import { RenderedInBrowser, useServerModules, type RemoteName } from '@dealerline/shared';
import { lazyRegion } from '../federation/lazy-region';
import { RegionBoundary } from './errors/region-boundary';

export interface RegionSpec {
  remote: RemoteName;
  module: string;
  variant?: string;
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
}: RegionSpec & RegionPlacement) {
  // lazyRegion caches one component per module: the same component on every render, so state is kept. On the
  // platform server the region is the promoted version's module from its server bundle.
  const server = useServerModules();
  const Region = server ? server.get(remote, module) : lazyRegion(remote, module);
  const placeholder = <div css={loading} aria-busy="true" data-region-loading={remote} />;
  return (
    <RegionBoundary remote={remote} module={module} onFailed={onSettled}>
      <Suspense fallback={placeholder}>
        <div css={revealed ? shown : waiting}>
          {/* eslint-disable-next-line react-hooks/static-components -- cached by lazyRegion, see above */}
          {Region ? <Region variant={variant} /> : <RenderedInBrowser remote={remote} module={module} />}
        </div>
        {!revealed && placeholder}
        <Settled onSettled={onSettled} />
      </Suspense>
    </RegionBoundary>
  );
});
