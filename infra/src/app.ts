import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { installCompression } from './http/compression';
import { installCors } from './http/cors';
import { installDrain } from './http/drain';
import { isDatabaseUnavailable } from './db/database-unavailable';
import type { DatabaseOutageLog } from './http/database-outage-log';
import { installErrorHandlers } from './http/error-handler';
import { installRequestGuards } from './http/request-guards';
import { installRouteList } from './http/route-list';
import { clientErrorHandler } from './http/client-error-handler';
import { installSecurityHeaders, securityHeaders, withSecurityHeaders } from './http/security-headers';
import { isPageAddress, sendUnreadableAddressPage } from './http/unreadable-address';
import { contentRoutes } from './routes/content-routes';
import { imagesRoutes } from './images/images-route';
import { leadDeliveryPlugin } from './lead-delivery/lead-delivery-plugin';
import { appointmentsRoutes } from './appointments/appointments-routes';
import { dealerApiRoutes } from './dealer-api/dealer-api-routes';
import { geocodeRoutes } from './geocode/geocode-routes';
import { leadsRoutes } from './leads/leads-routes';
import { openPlatform, type PlatformOptions } from './open-platform';
import './platform';
import { healthRoutes } from './routes/health-routes';
import { opsRoutes } from './routes/ops-routes';
import { remoteAssetRoutes } from './routes/remote-asset-routes';
import { reservationsRoutes } from './reservations/reservations-routes';
import { PROTOCOL_SERVER_OPTIONS } from './search/protocol/algolia-protocol';
import { createSearchService } from './search/search-service';
import { seoRoutes } from './seo/seo-routes';
import { shellPageRoutes } from './routes/shell-page-routes';
import { shellStaticRoutes } from './routes/shell-static-routes';
import { telemetryRoutes } from './routes/telemetry-routes';
import { tenantApiRoutes } from './routes/tenant-api-routes';
import { valuationRoutes } from './valuation/valuation-routes';
import { historyReportRoutes } from './vehicles/history-report/history-report-routes';
import { vehicleRoutes } from './vehicles/vehicle-routes';

export interface AppOptions extends PlatformOptions {
  /** A ready pino logger (npm start); otherwise Fastify's own at config.logLevel, or `logger: false`. */
  loggerInstance?: FastifyBaseLogger;
  logger?: boolean;
  /** Clock in milliseconds for search keys (tests fix it); default Date.now. */
  now?: () => number;
}

/**
 * The platform server: one factory for `npm start` and for the tests (`app.inject`). Opens the database,
 * migrates and seeds (see openPlatform); closing the app closes what it opened.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger: { current: FastifyBaseLogger | null } = { current: null };
  const outage: { current: DatabaseOutageLog | null } = { current: null };
  const platform = await openPlatform({
    ...options,
    onEventError:
      options.onEventError ??
      ((error) => logger.current?.error({ err: error }, 'a cars-changed listener failed')),
    // A restart or failover ends every pooled connection: the outage log says it once.
    onDatabaseError: (error) => {
      if (outage.current && isDatabaseUnavailable(error)) outage.current.met(error);
      else
        logger.current?.warn(
          { err: error },
          'an idle PostgreSQL connection failed: the pool opens a new one',
        );
    },
  });
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger === false ? false : { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    // Unknown fields are rejected (not silently dropped) and a number is not a string.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    bodyLimit: 1024 * 1024,
    // While closing, requests are answered by the platform's routes, not Fastify's bare 503 (http/drain.ts).
    return503OnClosing: false,
    // Long path parameters and router errors under /1/ (the search API) answer as Algolia does.
    ...PROTOCOL_SERVER_OPTIONS,
    // A page address the router cannot read (a broken percent-escape) gets a page; any other its JSON 400.
    frameworkErrors: withSecurityHeaders(config, (error, request, reply) =>
      isPageAddress(request)
        ? sendUnreadableAddressPage(request, reply)
        : PROTOCOL_SERVER_OPTIONS.frameworkErrors(error, request, reply),
    ),
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
  });
  logger.current = app.log;
  installDrain(app);
  const { applied, seeded, inventory, close, ...services } = platform;
  app.decorate('platform', services);
  installRouteList(app);
  const search = await createSearchService({
    config,
    db: services.db,
    cars: services.cars,
    sites: services.sites,
    events: services.events,
    now: options.now,
    log: {
      info: (message) => app.log.info(message),
      error: (error, message) => app.log.error({ err: error }, message),
    },
  });
  app.decorate('searchService', search);
  // The indexer stops (at its next batch) before the database closes.
  app.addHook('onClose', async () => {
    await search.stop();
    await close();
  });
  // The first index build runs in the background once the app is ready: /healthz answers meanwhile.
  app.addHook('onReady', async () => search.start());
  if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
  if (seeded) app.log.info({ sites: seeded }, 'demo tenants seeded');
  if (inventory)
    app.log.info(
      { cars: inventory.cars, seconds: Number(inventory.seconds.toFixed(1)) },
      `demo inventory seeded: ${inventory.cars} cars in ${inventory.seconds.toFixed(1)} s`,
    );
  installErrorHandlers(app);
  outage.current = app.databaseOutage;
  installSecurityHeaders(app, config);
  installCors(app);
  installRequestGuards(app);
  // Last onSend hook: it compresses what the others have finished.
  installCompression(app);
  await search.register(app);
  await app.register(healthRoutes);
  await app.register(tenantApiRoutes);
  await app.register(contentRoutes);
  await app.register(geocodeRoutes, {});
  await app.register(vehicleRoutes);
  await app.register(historyReportRoutes);
  await app.register(seoRoutes);
  await app.register(leadsRoutes);
  await app.register(appointmentsRoutes, { now: options.now });
  await app.register(dealerApiRoutes);
  await app.register(leadDeliveryPlugin);
  await app.register(reservationsRoutes);
  await app.register(valuationRoutes, { now: options.now });
  await app.register(telemetryRoutes);
  await app.register(opsRoutes, { prefix: '/api/ops' });
  await app.register(remoteAssetRoutes);
  await app.register(imagesRoutes, { cacheDir: path.join(config.dataDir, 'image-cache') });
  await app.register(shellStaticRoutes);
  await app.register(shellPageRoutes);
  return app;
}
