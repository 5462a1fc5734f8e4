import {
  lazy,
  memo,
  Suspense,
  use,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { css } from '@emotion/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { bus } from '../bus/platform-events';
import { federationName, type RemoteName } from './remotes';
import { RenderedInBrowser, useServerModules } from './server-modules';
import { RemoteWidgetBoundary } from './remote-widget-boundary';
import {
  loadWidgetModule,
  REMOTE_WIDGET_RETRY_MS,
  REMOTE_WIDGET_TIMEOUT_MS,
  type ModuleLoader,
  type WidgetLoadError,
  type WidgetModule,
} from './remote-widget-loader';
import { WIDGET_HOLD_ATTRIBUTE, widgetHolds, type WidgetHolds } from './widget-holds';

export interface RemoteWidgetProps<P extends object> {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'finance-box'. */
  module: string;
  /** Props handed to the widget (its contract lives in shared/src/platform/widgets.ts). */
  props: P;
  /** Height in px kept free while the widget loads, so nothing below it moves. */
  placeholderHeight: number;
}

/** What a widget whose module could not load renders (without an error, so React logs nothing per instance). */
function RenderNothing() {
  return null;
}

// The widget's props type is only known where it is rendered; the cache holds every widget alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWidget = LazyExoticComponent<ComponentType<any>>;

interface CachedWidget {
  widget: AnyWidget;
  /** Starts loading the module (once) without rendering the widget. */
  load: () => Promise<WidgetModule<unknown>>;
  /** When its load failed (ms, from `now`); the module is tried again once REMOTE_WIDGET_RETRY_MS have passed. */
  failedAt?: number;
}

export interface RemoteWidgetOptions {
  timeoutMs?: number;
  retryMs?: number;
  now?: () => number;
  /** Where server-rendered widgets wait for the shopper (widget-holds.ts); null renders every widget at once. */
  holds?: WidgetHolds | null;
}

/** A widget's module id for the federation runtime and the holds ('mf_finance/finance-box'). */
const widgetModuleId = (remote: RemoteName, module: string) => `${federationName(remote)}/${module}`;

/** The widget's wrapper: no box of its own, so the widget lays out as its parent's child. */
const wrapper = css`
  display: contents;
`;

/** Tells the holds that the widget's content is on the page (runs when its Suspense boundary commits). */
function Committed({ id, holds }: { id: string; holds: WidgetHolds | null }) {
  useEffect(() => holds?.hydrated(id), [id, holds]);
  return null;
}

/**
 * A RemoteWidget component loading modules through `load`. Each module loads once and is shared by every
 * instance (21 cards, one request). A failed load is reported once on the bus and every instance renders
 * nothing; the failed module stays cached as "nothing" (so re-renders never suspend again, which would hold a
 * router transition and freeze the page) until `retryMs` have passed, when the next mount tries again.
 * Production uses RemoteWidget below; tests inject their own loader and clock.
 */
export function createRemoteWidget(load: ModuleLoader, options: RemoteWidgetOptions = {}) {
  const {
    timeoutMs = REMOTE_WIDGET_TIMEOUT_MS,
    retryMs = REMOTE_WIDGET_RETRY_MS,
    now = () => Date.now(),
    holds = widgetHolds,
  } = options;
  const cache = new Map<string, CachedWidget>();

  // The modules server-rendered widgets wait for, by module id (hydrateWaiting).
  const waiting = new Map<string, { remote: RemoteName; module: string }>();

  function cachedWidget(remote: RemoteName, module: string): CachedWidget {
    const id = widgetModuleId(remote, module);
    const cached = cache.get(id);
    if (cached && (cached.failedAt === undefined || now() - cached.failedAt < retryMs)) return cached;
    let loading: Promise<WidgetModule<unknown>> | undefined;
    const entry: CachedWidget = {
      load: () =>
        (loading ??= loadWidgetModule(load, id, timeoutMs).catch((error: WidgetLoadError) => {
          entry.failedAt = now();
          holds?.releaseModule(id);
          bus.emit('remote:failed', { remote, module, reason: error.reason, message: error.message });
          return { default: RenderNothing };
        })),
      widget: lazy(() => entry.load()),
    };
    cache.set(id, entry);
    return entry;
  }

  /**
   * Lets every server-rendered widget still waiting for the shopper load and hydrate now. For the page's next
   * update: any navigation changes the router's location, a context above every widget, and React hydrates
   * each server boundary under a changed context before it commits the update, so one widget still waiting
   * would hold the page's update (a router transition) until the shopper reached for it: a pagination link
   * clicked straight after landing changed the address and nothing else.
   */
  function hydrateWaiting() {
    for (const { remote, module } of waiting.values()) void cachedWidget(remote, module).load();
    holds?.releaseAll();
  }

  /** The widget itself, once the shopper has reached for its server HTML (if it waits for that). */
  function WidgetContent<P extends object>({
    remote,
    module,
    props,
    hold,
  }: Omit<RemoteWidgetProps<P>, 'placeholderHeight'> & { hold: Promise<void> | undefined }) {
    const server = useServerModules();
    if (hold) use(hold);
    const Widget = server ? server.get(remote, module) : cachedWidget(remote, module).widget;
    // eslint-disable-next-line react-hooks/static-components -- one cached component per module (cachedWidget)
    return Widget ? <Widget {...props} /> : <RenderedInBrowser remote={remote} module={module} />;
  }

  function RemoteWidget<P extends object>({
    remote,
    module,
    props,
    placeholderHeight,
  }: RemoteWidgetProps<P>) {
    const server = useServerModules();
    const id = useId();
    const [hold] = useState(() => {
      if (server) return undefined;
      const moduleId = widgetModuleId(remote, module);
      const held = holds?.holdFor(id, moduleId);
      if (held) waiting.set(moduleId, { remote, module });
      return held;
    });
    // New props (the page changed under a widget still waiting): it loads now. React hydrates a boundary with
    // the props it was server-rendered with before it applies an update, so a widget still waiting for the
    // shopper would hold the page's update (a router transition) for as long as the shopper does not reach for
    // it. Releasing it here, during the render that brings the new props, is in time for that hydration.
    const [firstProps] = useState(props);
    if (props !== firstProps) holds?.release(id);
    return (
      <div css={wrapper} {...{ [WIDGET_HOLD_ATTRIBUTE]: id }}>
        <RemoteWidgetBoundary remote={remote} module={module}>
          <Suspense
            fallback={
              <div
                css={css`
                  height: ${placeholderHeight}px;
                `}
                aria-busy="true"
                data-widget-loading={`${remote}/${module}`}
              />
            }
          >
            <WidgetContent remote={remote} module={module} props={props} hold={hold} />
            <Committed id={id} holds={holds} />
          </Suspense>
        </RemoteWidgetBoundary>
      </div>
    );
  }
  // A re-render of the page with equal props must not update a widget whose server HTML the browser has not
  // hydrated yet (its remote still loading): React would replace that HTML with the placeholder.
  return Object.assign(memo(RemoteWidget, sameWidgetProps) as typeof RemoteWidget, { hydrateWaiting });
}

/** Equal widget placements: the same module, height and, one by one, the same props. */
function sameWidgetProps(a: RemoteWidgetProps<object>, b: RemoteWidgetProps<object>): boolean {
  if (a.remote !== b.remote || a.module !== b.module || a.placeholderHeight !== b.placeholderHeight)
    return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length && keys.every((key) => Object.is(before[key], after[key]))
  );
}

/**
 * A widget exposed by another remote, placed inside this remote's page: `<RemoteWidget remote="mf-finance"
 * module="finance-box" props={{ car }} placeholderHeight={FINANCE_BOX_HEIGHT} />`. shared is a singleton
 * provided by the shell, so this runs the shell's federation runtime, where every remote is registered.
 * While loading it keeps `placeholderHeight` free; when the remote is down or slower than 8 s it renders
 * nothing and reports `remote:failed` on the bus. A widget the server rendered keeps that HTML, and its remote
 * does not load, until the shopper reaches for it (widget-holds.ts).
 */
export const RemoteWidget = createRemoteWidget((id) => loadRemote(id));

/** RemoteWidget's hydrateWaiting: the shell calls it when the page first starts to change (an in-app navigation). */
export const hydrateWaitingWidgets: () => void = RemoteWidget.hydrateWaiting;
