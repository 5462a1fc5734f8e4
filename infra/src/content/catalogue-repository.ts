import type { BodyType, Manufacturer, ModelStatus, VehicleModel } from '../../../shared/src/domain/catalogue';
import type { Db } from '../db/db';

/** A model as stored; the spec §3 Model adds its id and the manufacturer's name when read. */
export type ModelSeed = Omit<VehicleModel, 'id' | 'manufacturer_name'>;

export interface ManufacturerSeed {
  name: string;
  slug: string;
  logo_url: string | null;
  models: ModelSeed[];
}

interface ModelRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  short_description: string | null;
  manufacturer_body: string | null;
  manufacturer_body2: string | null;
  manufacturer_body3: string | null;
  body_style: string[];
  body: BodyType[];
  image_url: string | null;
  image_thumb_url: string | null;
  status: ModelStatus;
  fuel: string[];
  variant: string | null;
  override_url: string | null;
  path: string | null;
  aftermarket_manufacturer_id: number | null;
  accessories_count: number;
  manufacturer_name: string;
}

/** The manufacturer catalogue shared by every site (migration 002: manufacturers, models). */
export interface CatalogueRepository {
  /** Inserts or updates each manufacturer (by slug) and replaces its models. */
  save(manufacturers: readonly ManufacturerSeed[]): Promise<void>;
  /** Manufacturers by name; only the given slugs when `slugs` is passed. */
  manufacturers(slugs?: readonly string[]): Promise<Manufacturer[]>;
  /** Models in catalogue order; only those of the given manufacturer slugs when passed. */
  models(manufacturerSlugs?: readonly string[]): Promise<VehicleModel[]>;
}

export function createCatalogueRepository(db: Db): CatalogueRepository {
  return {
    async save(manufacturers) {
      for (const make of manufacturers) {
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO manufacturers (name, slug, logo_url) VALUES ($1, $2, $3)
           ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, logo_url = EXCLUDED.logo_url RETURNING id`,
          [make.name, make.slug, make.logo_url],
        );
        await db.query('DELETE FROM models WHERE manufacturer_id = $1', [row!.id]);
        const models = make.models.map(({ bodyStyle, image, ...model }, position) => ({
          ...model,
          body_style: bodyStyle,
          image_url: image.url,
          image_thumb_url: image.thumb,
          manufacturer_id: row!.id,
          position,
        }));
        await db.query(
          `INSERT INTO models (manufacturer_id, name, slug, description, short_description, manufacturer_body,
             manufacturer_body2, manufacturer_body3, body_style, body, image_url, image_thumb_url, status, fuel,
             variant, override_url, path, aftermarket_manufacturer_id, accessories_count, position)
           SELECT manufacturer_id, name, slug, description, short_description, manufacturer_body,
             manufacturer_body2, manufacturer_body3, body_style, body, image_url, image_thumb_url, status, fuel,
             variant, override_url, path, aftermarket_manufacturer_id, accessories_count, position
           FROM json_populate_recordset(NULL::models, $1::json)`,
          [JSON.stringify(models)],
        );
      }
    },
    async manufacturers(slugs) {
      const rows = await db.query<{ id: number; name: string; slug: string; logo_url: string | null }>(
        `SELECT id, name, slug, logo_url FROM manufacturers
         WHERE $1::text[] IS NULL OR slug = ANY($1::text[]) ORDER BY name`,
        [slugs ?? null],
      );
      return rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug, logo: { url: row.logo_url } }));
    },
    async models(manufacturerSlugs) {
      const rows = await db.query<ModelRow>(
        `SELECT m.id, m.name, m.slug, m.description, m.short_description, m.manufacturer_body,
                m.manufacturer_body2, m.manufacturer_body3, m.body_style, m.body, m.image_url, m.image_thumb_url,
                m.status, m.fuel, m.variant, m.override_url, m.path, m.aftermarket_manufacturer_id,
                m.accessories_count, f.name AS manufacturer_name
         FROM models m JOIN manufacturers f ON f.id = m.manufacturer_id
         WHERE $1::text[] IS NULL OR f.slug = ANY($1::text[])
         ORDER BY f.name, m.position, m.id`,
        [manufacturerSlugs ?? null],
      );
      return rows.map(({ body_style, image_url, image_thumb_url, ...row }) => ({
        ...row,
        bodyStyle: body_style,
        image: { url: image_url, thumb: image_thumb_url },
      }));
    },
  };
}
