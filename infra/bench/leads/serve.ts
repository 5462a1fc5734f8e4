import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

/**
 * The platform server alone (no builds, no remote bootstrap): what the lead benchmarks start, SIGKILL and
 * restart on one DATA_DIR. Prints "listening" once it accepts requests.
 */
async function serve(): Promise<void> {
  const leaseMs = Number(process.env.LEAD_LEASE_MS) || undefined;
  const config = { ...(await loadConfig()), leadDelivery: { leaseMs } };
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.stdout.write('listening\n');
}

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
