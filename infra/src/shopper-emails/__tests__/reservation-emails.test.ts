import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDb } from '../../db/pglite-db';
import { describeReservationEmails } from './reservation-emails-suite';

jest.setTimeout(180_000);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dealerline-shopper-emails-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('the shopper emails of a reservation on PGlite', () => {
  describeReservationEmails(() => openPgliteDb(path.join(dir, 'pglite')));
});
