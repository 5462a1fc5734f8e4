import { act, render, screen } from '@testing-library/react';
import { bus, type RemoteFailure } from '../../bus/platform-events';
import { createRemoteWidget } from '../remote-widget';

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

function Page({ Widget, count = 1 }: { Widget: ReturnType<typeof createRemoteWidget>; count?: number }) {
  return (
    <main>
      <h1>Cards</h1>
      {Array.from({ length: count }, (_, i) => (
        <Widget<GreetingProps>
          key={i}
          remote="mf-finance"
          module="finance-box"
          props={{ name: `car ${i}` }}
          placeholderHeight={64}
        />
      ))}
    </main>
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
      expect(container.querySelector('main')?.children).toHaveLength(1);
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
});
