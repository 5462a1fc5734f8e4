import type { CarEvents } from './cars/car-events';
import type { CarsRepository } from './cars/cars-repository';
import type { Config } from './config';
import type { CatalogueRepository } from './content/catalogue-repository';
import type { ContentRepository } from './content/content-repository';
import type { ReviewsRepository } from './content/reviews-repository';
import type { Db } from './db/db';
import type { RegistryService } from './registry/registry-service';
import type { SearchService } from './search/search-service';
import type { SitesRepository } from './sites/sites-repository';

/** What every route plugin works with, decorated on the Fastify instance as `platform`. */
export interface Platform {
  config: Config;
  db: Db;
  sites: SitesRepository;
  registry: RegistryService;
  cars: CarsRepository;
  content: ContentRepository;
  reviews: ReviewsRepository;
  catalogue: CatalogueRepository;
  /** Inventory change events: the importer and seeder emit, the search indexer subscribes (onCarsChanged). */
  events: CarEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    /** The search backend, its indexer and the per-site search settings (src/search). */
    searchService: SearchService;
  }
}
