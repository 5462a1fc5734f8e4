import { createContext, startTransition, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, type RemoteFailure } from '../../bus/platform-events';
import { createRemoteWidget } from '../remote-widget';
import { ServerModulesContext } from '../server-modules';
import { createWidgetHolds } from '../widget-holds';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

function Broken(_props: GreetingProps): never {
  throw new Error('widget bug');
}

/** A loader the test resolves or rejects by hand, counting its calls. */
function deferredLoader() {
  const calls: string[] = [];
  let settle: { resolve: (module: unknown) => void; reject: (error: Error) => void } | undefined;
  const load = (id: string) => {
    calls.push(id);
    return new Promise<unknown>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    load,
    calls,
    resolve: (module: unknown) => act(async () => settle?.resolve(module)),
    reject: (error: Error) => act(async () => settle?.reject(error)),
  };
}

/** A context above the widgets, as the router's location is above every widget of a page. */
const PageTitle = createContext('Cards');

function Page({
  Widget,
  count = 1,
  name = (i) => `car ${i}`,
}: {
  Widget: ReturnType<typeof createRemoteWidget>;
  count?: number;
  name?: (i: number) => string;
}) {
  return (
    <main>
      <h1>{use(PageTitle)}</h1>
      {Array.from({ length: count }, (_, i) => (
        <Widget<GreetingProps>
          key={i}
          remote="mf-finance"
          module="finance-box"
          props={{ name: name(i) }}
          placeholderHeight={64}
        />
      ))}
    </main>
  );
}

function TitledPage({ title, ...page }: { title: string } & Parameters<typeof Page>[0]) {
  return (
    <PageTitle.Provider value={title}>
      <Page {...page} />
    </PageTitle.Provider>
  );
}

function collectFailures() {
  const failures: RemoteFailure[] = [];
  const off = bus.on('remote:failed', (failure) => failures.push(failure));
  return { failures, off };
}

describe('RemoteWidget', () => {
  it('keeps a fixed-height placeholder while loading, then renders the widget with its props', async () => {
    const loader = deferredLoader();
    const Widget = createRemoteWidget(loader.load);
    const { container } = render(<Page Widget={Widget} />);
    const placeholder = container.querySelector('[data-widget-loading="mf-finance/finance-box"]');
    expect(placeholder).toHaveStyle({ height: '64px' });
    expect(loader.calls).toEqual(['mf_finance/finance-box']);

    await loader.resolve({ default: Greeting });
    expect(screen.getByText('Hello car 0')).toBeInTheDocument();
    expect(container.querySelector('[data-widget-loading]')).toBeNull();
  });

  it('loads a module once for every instance on the page and for later mounts', async () => {
    const loader = deferredLoader();
    const Widget = createRemoteWidget(loader.load);
    const first = render(<Page Widget={Widget} count={21} />);
    await loader.resolve({ default: Greeting });
    expect(screen.getAllByText(/^Hello car/)).toHaveLength(21);
    first.unmount();

    render(<Page Widget={Widget} count={3} />);
    expect(screen.getAllByText(/^Hello car/)).toHaveLength(3);
    expect(loader.calls).toHaveLength(1);
  });

  describe('when the widget fails', () => {
    // A module that cannot load must not make React log an error per instance; a widget that throws does.
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => jest.restoreAllMocks());

    it('renders nothing when the remote is down, keeps the page, reports once and retries a minute later', async () => {
      const { failures, off } = collectFailures();
      const loader = deferredLoader();
      let clock = 0;
      const Widget = createRemoteWidget(loader.load, { retryMs: 60_000, now: () => clock });
      const first = render(<Page Widget={Widget} count={5} />);
      await loader.reject(new Error('RUNTIME-008 failed to load remote entry'));

      expect(consoleError).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'Cards' })).toBeInTheDocument();
      expect(first.container.querySelector('[data-widget-loading]')).toBeNull();
      expect(screen.queryByText(/^Hello/)).toBeNull();
      expect(failures).toEqual([
        {
          remote: 'mf-finance',
          module: 'finance-box',
          reason: 'entry',
          message: 'RUNTIME-008 failed to load remote entry',
        },
      ]);
      // Re-rendering (a filter change re-renders every card) and new mounts within the minute stay quiet: no
      // new load, nothing suspends, nothing reported again.
      first.rerender(<Page Widget={Widget} count={6} />);
      expect(first.container.querySelector('[data-widget-loading]')).toBeNull();
      first.unmount();
      clock = 59_000;
      const second = render(<Page Widget={Widget} count={2} />);
      expect(second.container.querySelector('[data-widget-loading]')).toBeNull();
      expect(loader.calls).toHaveLength(1);
      expect(failures).toHaveLength(1);
      second.unmount();

      clock = 61_000;
      render(<Page Widget={Widget} />);
      expect(loader.calls).toHaveLength(2);
      await loader.resolve({ default: Greeting });
      expect(screen.getByText('Hello car 0')).toBeInTheDocument();
      off();
    });

    it('gives up after the timeout when the remote is slow', async () => {
      jest.useFakeTimers();
      try {
        const { failures, off } = collectFailures();
        const loader = deferredLoader();
        const Widget = createRemoteWidget(loader.load, { timeoutMs: 8000 });
        const { container } = render(<Page Widget={Widget} />);
        await act(async () => jest.advanceTimersByTime(7999));
        expect(container.querySelector('[data-widget-loading]')).not.toBeNull();
        await act(async () => jest.advanceTimersByTime(1));
        expect(container.querySelector('[data-widget-loading]')).toBeNull();
        expect(failures).toMatchObject([{ reason: 'timeout' }]);
        off();
      } finally {
        jest.useRealTimers();
      }
    });

    it('renders nothing for a module without a component', async () => {
      const loader = deferredLoader();
      const Widget = createRemoteWidget(loader.load);
      const { container } = render(<Page Widget={Widget} />);
      await loader.resolve({ named: Greeting });
      // Only the widget's wrapper (display: contents) is left, empty.
      expect(container.querySelector('[data-widget-hold]')?.children).toHaveLength(0);
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('renders nothing when the widget throws, and reports it as a render failure', async () => {
      const { failures, off } = collectFailures();
      const loader = deferredLoader();
      const Widget = createRemoteWidget(loader.load);
      render(<Page Widget={Widget} />);
      await loader.resolve({ default: Broken });
      expect(screen.getByRole('heading', { name: 'Cards' })).toBeInTheDocument();
      expect(failures).toMatchObject([{ remote: 'mf-finance', module: 'finance-box', reason: 'render' }]);
      off();
    });
  });

  describe('over the server’s HTML', () => {
    /** A widget with state: its button counts clicks once hydrated. */
    function Counter({ name }: GreetingProps) {
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {`${name} clicked ${clicks}`}
        </button>
      );
    }

    let root: Root | undefined;
    let recoverable: unknown[] = [];
    let page = 0;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      recoverable = [];
      document.body.innerHTML = '';
    });

    /** The page as the server renders it (the widget's module from its server bundle), then hydrated. */
    async function serverThenHydrate(count: number) {
      // Each page its own React ids: the holds of earlier tests still listen on the document.
      const identifierPrefix = `page${(page += 1)}-`;
      const loader = deferredLoader();
      const Widget = createRemoteWidget(loader.load, { holds: createWidgetHolds(document) });
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <ServerModulesContext.Provider value={{ get: () => Counter }}>
          <TitledPage title="Cards" Widget={Widget} count={count} />
        </ServerModulesContext.Provider>,
        { identifierPrefix },
      );
      document.body.appendChild(container);
      await act(async () => {
        root = hydrateRoot(container, <TitledPage title="Cards" Widget={Widget} count={count} />, {
          identifierPrefix,
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      return { loader, Widget };
    }

    it('keeps the server HTML and loads nothing until the shopper reaches for a widget', async () => {
      const { loader } = await serverThenHydrate(3);
      const button = screen.getByRole('button', { name: 'car 1 clicked 0' });
      expect(loader.calls).toEqual([]);
      expect(document.querySelector('[data-widget-loading]')).toBeNull();

      await act(async () => fireEvent.pointerOver(button));
      expect(loader.calls).toEqual(['mf_finance/finance-box']);
      await loader.resolve({ default: Counter });
      // Hydrated in place: the same element, now with its handlers.
      fireEvent.click(button);
      expect(button).toHaveTextContent('car 1 clicked 1');
      expect(screen.getByRole('button', { name: 'car 0 clicked 0' })).toBeInTheDocument();
      expect(recoverable).toEqual([]);
    });

    it('clicks again, once hydrated, what the shopper clicked before', async () => {
      const { loader } = await serverThenHydrate(2);
      const button = screen.getByRole('button', { name: 'car 0 clicked 0' });
      await act(async () => fireEvent.click(button));
      expect(button).toHaveTextContent('car 0 clicked 0');
      expect(loader.calls).toHaveLength(1);
      await loader.resolve({ default: Counter });
      expect(button).toHaveTextContent('car 0 clicked 1');
      expect(recoverable).toEqual([]);
    });

    it('clicks a button the shopper tapped before the page hydrated, once its widget has', async () => {
      // The page's code starts after the server's HTML is parsed: the holds see its widgets from the start.
      const identifierPrefix = `page${(page += 1)}-`;
      const loader = deferredLoader();
      const container = document.createElement('div');
      container.innerHTML = renderToString(
        <ServerModulesContext.Provider value={{ get: () => Counter }}>
          <TitledPage title="Cards" Widget={createRemoteWidget(loader.load)} count={2} />
        </ServerModulesContext.Provider>,
        { identifierPrefix },
      );
      document.body.appendChild(container);
      const Widget = createRemoteWidget(loader.load, { holds: createWidgetHolds(document) });
      const button = screen.getByRole('button', { name: 'car 1 clicked 0' });
      // A tap on the server's HTML before React has hydrated anything: React would not replay it.
      fireEvent.pointerDown(button);
      fireEvent.click(button);
      await act(async () => {
        root = hydrateRoot(container, <TitledPage title="Cards" Widget={Widget} count={2} />, {
          identifierPrefix,
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      // The tapped widget loads without waiting for another touch, and gets the click once hydrated.
      expect(loader.calls).toEqual(['mf_finance/finance-box']);
      await loader.resolve({ default: Counter });
      expect(button).toHaveTextContent('car 1 clicked 1');
      expect(screen.getByRole('button', { name: 'car 0 clicked 0' })).toBeInTheDocument();
      expect(recoverable).toEqual([]);
    });

    it('hydrates every waiting widget when asked (the page starts to change), keeping its server HTML', async () => {
      const { loader, Widget } = await serverThenHydrate(3);
      const button = screen.getByRole('button', { name: 'car 2 clicked 0' });
      act(() => Widget.hydrateWaiting());
      expect(loader.calls).toEqual(['mf_finance/finance-box']);
      await loader.resolve({ default: Counter });
      // Hydrated in place: the same element, now with its handlers, without the shopper reaching for it.
      expect(document.querySelector('[data-widget-loading]')).toBeNull();
      fireEvent.click(button);
      expect(button).toHaveTextContent('car 2 clicked 1');
      expect(loader.calls).toHaveLength(1);
      expect(recoverable).toEqual([]);
    });

    it('commits a change of a context above waiting widgets (a navigation) once they may hydrate', async () => {
      const { loader, Widget } = await serverThenHydrate(3);
      const navigate = (title: string) =>
        act(async () =>
          startTransition(() => root!.render(<TitledPage title={title} Widget={Widget} count={3} />)),
        );
      // React hydrates each server boundary under the changed context first: a widget still waiting for the
      // shopper holds the update (the page froze on a pagination link clicked straight after landing).
      await navigate('Page 2');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cards');

      act(() => Widget.hydrateWaiting());
      await loader.resolve({ default: Counter });
      await navigate('Page 2');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page 2');
      expect(screen.getByRole('button', { name: 'car 0 clicked 0' })).toBeInTheDocument();
      expect(recoverable).toEqual([]);
    });

    it('loads nothing when no widget of the server waits', () => {
      const loader = deferredLoader();
      const Widget = createRemoteWidget(loader.load, { holds: createWidgetHolds(document) });
      act(() => Widget.hydrateWaiting());
      expect(loader.calls).toEqual([]);
    });

    it('renders new props at once, in a transition, instead of waiting for the shopper', async () => {
      const { loader, Widget } = await serverThenHydrate(2);
      await act(async () =>
        startTransition(() =>
          root!.render(<TitledPage title="Cards" Widget={Widget} count={2} name={(i) => `van ${i}`} />),
        ),
      );
      expect(loader.calls).toHaveLength(1);
      await loader.resolve({ default: Counter });
      expect(screen.getByRole('button', { name: 'van 1 clicked 0' })).toBeInTheDocument();
    });

    it('takes every box away once one fails to load (its remote is down)', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { failures, off } = collectFailures();
      const { loader } = await serverThenHydrate(3);
      await act(async () => fireEvent.pointerOver(screen.getByRole('button', { name: 'car 2 clicked 0' })));
      await loader.reject(new Error('RUNTIME-008 failed to load remote entry'));
      expect(screen.queryAllByRole('button')).toEqual([]);
      expect(screen.getByRole('heading', { name: 'Cards' })).toBeInTheDocument();
      expect(failures).toHaveLength(1);
      off();
      jest.restoreAllMocks();
    });
  });
});
