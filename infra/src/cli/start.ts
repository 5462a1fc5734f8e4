import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bootstrapRemotes } from './bootstrap-remotes';
import { buildAll, missingBuilds } from './build-missing';
import { removeServerInfo, writeServerInfo } from './server-info';
import { SHUTDOWN_LIMIT_MS } from './shutdown-limit';

/**
 * npm start: builds what is missing (never installs anything), opens, migrates and seeds the database,
 * publishes local remote builds, serves, and shuts down cleanly on SIGINT / SIGTERM.
 */
async function start(): Promise<void> {
  const config = await loadConfig();
  const logger = pino({ level: config.logLevel });

  const jobs = await missingBuilds(config.shellDist);
  if (jobs.length) {
    logger.info(
      { packages: jobs.map((job) => job.name) },
      `building what is missing: ${jobs.map((job) => job.name).join(', ')}`,
    );
    const failed = await buildAll(jobs, logger, 2);
    if (failed.length)
      logger.error({ packages: failed }, `not built: ${failed.join(', ')}; serving the rest`);
  }

  let seeding = false;
  const app = await buildApp({
    config,
    loggerInstance: logger,
    onSeedProgress: (done, total) => {
      if (seeding) return;
      seeding = true;
      logger.info(
        `first start: seeding ${total} demo cars (DEMO_CARS; npm run platform -- seed to change it later)`,
      );
    },
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
    await app.close();
    await removeServerInfo(config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await bootstrapRemotes(app.platform.registry, logger);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    await app.close();
    process.exit(1);
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const local = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  await writeServerInfo(config.dataDir, { pid: process.pid, url: `http://${local}:${port}` });

  const sites = await app.platform.sites.list();
  const lines = sites.map((site) => `  ${site.name.padEnd(24)} http://${site.slug}.localhost:${port}/`);
  process.stdout.write(
    `\nDealerline is running on http://localhost:${port}/\n${lines.join('\n')}\n` +
      `  (no *.localhost names? use http://localhost:${port}/?site={slug})\n` +
      `Ops: npm run platform -- remotes list | sites list | import --site <slug> <feed> | seed   ` +
      `(token in ${config.opsToken === process.env.OPS_TOKEN ? 'OPS_TOKEN' : `${config.dataDir}/secrets.json`})\n` +
      `Search: ${app.searchService.backend === 'algolia' ? 'Algolia' : `embedded engine, Algolia's REST API at http://localhost:${port}/1/`} ` +
      `(npm run platform -- search credentials | reindex)\n\n`,
  );
}

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
