import { leadReliability, reliabilityFailures } from '../reliability';

jest.setTimeout(180_000);

/**
 * The crash test at 200 leads (the 1,000-lead run is `npm run bench -- leads-reliability`): a platform process
 * SIGKILLed after 60 accepted leads and restarted on its DATA_DIR loses and doubles nothing.
 */
it('stores and delivers every acknowledged lead exactly once across a SIGKILL and restart', async () => {
  const report = await leadReliability(200, 50, 60);
  expect(report.acceptedBeforeKill).toBeGreaterThanOrEqual(60);
  expect(report.acceptedBeforeKill).toBeLessThan(200);
  expect(report.replayedSameId).toBe(report.acceptedBeforeKill);
  expect(reliabilityFailures(report)).toEqual([]);
});
