import { cars, KEYS, protocolApp, type ProtocolApp } from '../../protocol/__tests__/protocol-app';
import { injectRequester, type EndRequest, type EndResponse } from '../inject-requester';
import {
  isRecordRejection,
  mostRefusedOf,
  REASON_LIMIT,
  refusalReason,
  saveIsolatingRejections,
} from '../record-rejection';
import { algoliaClient, type SearchClient } from '../search-client';

/**
 * Telling a refused record from an outage, on the errors the official client really throws, and isolating the
 * refused records of a batch on the protocol's own record-size limit.
 */

/** The error the official client throws when every answer to a write is `answer`. */
async function clientError(answer: Omit<EndResponse, 'isTimedOut'>): Promise<unknown> {
  const client = algoliaClient(KEYS.appId, KEYS.adminKey, {
    send: async () => ({ ...answer, isTimedOut: false }),
  });
  return client.saveObjects({ indexName: 'cars', objects: [{ objectID: '1' }] }).then(
    () => 'no error',
    (error: unknown) => error,
  );
}

const json = (status: number, message: string) => ({
  status,
  content: JSON.stringify({ message, status }),
});

it('takes 400, 413 and 422 answers for refusals, everything else for an outage', async () => {
  const refusals = [
    json(400, 'Record at the position 0 objectID=1 is too big size=14072/10000 bytes'),
    json(413, 'Request Entity Too Large'),
    json(422, 'Unprocessable Entity'),
  ];
  for (const answer of refusals) {
    const error = await clientError(answer);
    expect(isRecordRejection(error)).toBe(true);
    expect((error as Error).message).toBe(JSON.parse(answer.content).message);
  }
  const outages = [
    json(401, 'Invalid Application-ID or API key'),
    json(403, 'Method not allowed with this API key'),
    json(404, 'Index does not exist'),
    json(429, 'Too many requests'),
    json(500, 'Internal error'),
    json(503, 'Service Unavailable'),
    { status: 0, content: 'connect ECONNREFUSED' },
  ];
  for (const answer of outages) expect(isRecordRejection(await clientError(answer))).toBe(false);
  expect(isRecordRejection(new Error('Connection terminated unexpectedly'))).toBe(false);
});

it("keeps a refusal's reason on one line and cuts a long one, such as a record echoed back", () => {
  expect(refusalReason(new Error('Record at the position 0\n  objectID=1 is too big'))).toBe(
    'Record at the position 0 objectID=1 is too big',
  );
  const echoed = refusalReason(new Error(`Invalid record ${JSON.stringify({ notes: 'x'.repeat(20_000) })}`));
  expect(echoed).toHaveLength(REASON_LIMIT);
  expect(echoed).toMatch(/^Invalid record \{"notes":"x+…$/);
});

describe('saveIsolatingRejections', () => {
  let p: ProtocolApp;
  let client: SearchClient;
  const batches: EndRequest[] = [];
  const answer = { down: false };

  beforeAll(async () => {
    p = await protocolApp();
    const forward = injectRequester(() => p.app);
    client = algoliaClient(KEYS.appId, KEYS.adminKey, {
      send: (request) => {
        batches.push(request);
        return answer.down
          ? Promise.resolve({ ...json(503, 'Service Unavailable'), isTimedOut: false })
          : forward.send(request);
      },
    });
  });
  afterAll(async () => p?.app.close());
  beforeEach(() => {
    batches.length = 0;
    answer.down = false;
    p.engine.deleteIndex('cars');
  });

  const save = async (records: Record<string, unknown>[]) =>
    (await client.saveObjects({ indexName: 'cars', objects: records, waitForTasks: true })).at(-1)!.taskID;
  const tooBig = (objectID: string) => ({ objectID, make: 'Toyota', notes: 'x'.repeat(11_000) });

  it('splits a refused batch until the refused records are alone, and saves every other record', async () => {
    const records: Record<string, unknown>[] = cars(200);
    records[37] = tooBig('37-big');
    records[150] = tooBig('150-big');

    const result = await saveIsolatingRejections(save, records as { objectID: string }[]);

    expect(result.rejected).toEqual([
      {
        objectID: '37-big',
        reason: expect.stringMatching(
          /^Record at the position 0 objectID=37-big is too big size=\d+\/10000 bytes/,
        ),
      },
      {
        objectID: '150-big',
        reason: expect.stringMatching(/^Record at the position 0 objectID=150-big is too big/),
      },
    ]);
    expect(result.taskID).toEqual(expect.any(Number));
    expect(p.engine.index('cars').nbRecords).toBe(198);
    // Halves of halves, not a call a record: at most two calls a level for each refused record, and the first.
    const calls = batches.filter((request) => request.url.includes('/batch')).length;
    expect(calls).toBeLessThanOrEqual(1 + 2 * 2 * Math.ceil(Math.log2(200)));
  });

  it('gives up past two refused records or 2% of the write: an outage, not cars', async () => {
    const allTooBig = Array.from({ length: 200 }, (_, i) => tooBig(String(i)));
    await expect(saveIsolatingRejections(save, allTooBig)).rejects.toMatchObject({
      name: 'RefusedWrite',
      message: expect.stringMatching(
        /^the search service refused 5 records of a write of 200 \(4 at most are set aside\): .*objectID=4 is too big/,
      ),
    });
    // It gave up at the fifth refused record: a few halvings, not a call a record.
    expect(batches.filter((request) => request.url.includes('/batch')).length).toBeLessThan(25);

    const four = cars(200) as { objectID: string }[];
    for (const i of [3, 60, 120, 199]) four[i] = tooBig(`${i}-big`);
    expect((await saveIsolatingRejections(save, four)).rejected).toHaveLength(4);
    expect(mostRefusedOf(1)).toBe(2);
    expect(mostRefusedOf(500)).toBe(10);
  });

  it('sends a batch the service takes in one call, and throws an outage met while splitting', async () => {
    expect(await saveIsolatingRejections(save, cars(5) as { objectID: string }[])).toEqual({
      taskID: expect.any(Number),
      rejected: [],
    });
    expect(batches.filter((request) => request.url.includes('/batch'))).toHaveLength(1);

    // The first half is saved, then the service goes down: the outage is not taken for a refusal.
    const records = [...cars(3), tooBig('big')] as { objectID: string }[];
    const thenDown = async (part: Record<string, unknown>[]) => {
      const taskID = await save(part);
      answer.down = true;
      return taskID;
    };
    await expect(saveIsolatingRejections(thenDown, records)).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringMatching(/^Unreachable hosts/),
    });
  });
});
