import type { Config } from './config';
import type { Db } from './db/db';
import type { RegistryService } from './registry/registry-service';
import type { SitesRepository } from './sites/sites-repository';

/** What every route plugin works with, decorated on the Fastify instance as `platform`. */
export interface Platform {
  config: Config;
  db: Db;
  sites: SitesRepository;
  registry: RegistryService;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}
