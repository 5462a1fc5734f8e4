import Fastify, { type FastifyInstance } from 'fastify';
import { createWarmUp, renderFirstPages, WARM_UP_PATHS, WARMING_UP_REASON } from '../warm-up';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createWarmUp', () => {
  it('is not ready until its run ends, and runs once however often it is started', async () => {
    const run = deferred();
    const runs = jest.fn(() => run.promise);
    const warmUp = createWarmUp(runs, jest.fn());
    expect(warmUp.notReadyReasons()).toEqual([WARMING_UP_REASON]);
    warmUp.start();
    warmUp.start();
    await settle();
    expect(warmUp.notReadyReasons()).toEqual([WARMING_UP_REASON]);
    run.resolve();
    await settle();
    warmUp.start();
    expect(runs).toHaveBeenCalledTimes(1);
    expect(warmUp.notReadyReasons()).toEqual([]);
  });

  it('reports ready after a failed run too, and says what failed', async () => {
    const onError = jest.fn();
    const warmUp = createWarmUp(() => Promise.reject(new Error('shell bundle missing')), onError);
    warmUp.start();
    await settle();
    expect(onError).toHaveBeenCalledWith(new Error('shell bundle missing'));
    expect(warmUp.notReadyReasons()).toEqual([]);
  });
});

describe('renderFirstPages', () => {
  let app: FastifyInstance;
  const seen: string[] = [];
  const slugs = ['coastline-motor-group', 'harbour-nissan', 'outback-trucks'];

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.decorate('platform', {
      sites: { list: async () => slugs.map((slug) => ({ slug })) },
    } as unknown as FastifyInstance['platform']);
    app.get('/*', (request, reply) => {
      seen.push(`${request.headers.host}${request.url} ${request.headers.accept}`);
      const broken = request.headers.host === 'harbour-nissan.localhost' && request.url === '/contact';
      return reply
        .code(broken ? 404 : 200)
        .type('text/html')
        .send('<p>page</p>');
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => (seen.length = 0));

  it("renders each site's pages as a shopper's browser asks for them, one after the other", async () => {
    const report = await renderFirstPages(app);
    expect(seen).toEqual(
      slugs.flatMap((slug) => WARM_UP_PATHS.map((url) => `${slug}.localhost${url} text/html`)),
    );
    expect(report).toMatchObject({
      pages: slugs.length * WARM_UP_PATHS.length,
      failed: ['harbour-nissan/contact: 404'],
      skippedSites: 0,
    });
  });

  it('leaves the remaining sites cold once its budget is spent', async () => {
    let clock = 0;
    const now = () => (clock += 600);
    const report = await renderFirstPages(app, 1000, now);
    // Each reading of the clock moves it 600 ms on: the first site starts 600 ms in, the second would at 1,200.
    expect(seen.map((line) => line.split('/')[0])).toEqual(
      WARM_UP_PATHS.map(() => 'coastline-motor-group.localhost'),
    );
    expect(report.skippedSites).toBe(2);
    expect(report.pages).toBe(WARM_UP_PATHS.length);
  });
});
