import { types } from 'node:util';
import type { Db } from '../db/db';
import type {
  ContentPage,
  Offer,
  PageBanner,
  PageBlock,
  Promotion,
} from '../../../shared/src/domain/content';
import { isBannerShown } from '../../../shared/src/rules/sale-banner';
import type { SiteContent } from './content-types';

interface PageRow {
  slug: string;
  title: string;
  body: PageBlock[];
  seo_title: string | null;
  seo_description: string | null;
  banner: Omit<PageBanner, 'expires_at'> | null;
  banner_expires_at: Date | string | null;
  location_slug: string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : types.isDate(value) ? value.toISOString() : new Date(value).toISOString();

/** What runs at `now`: started (or no start) and not expired (or no expiry). */
const RUNNING = '(starts_at IS NULL OR starts_at <= $2) AND (expires_at IS NULL OR expires_at > $2)';

/** Queries on the per-site content tables (migration 002: pages, offers, promotions). */
export interface ContentRepository {
  /** Replaces every page, offer and promotion of the site. Run inside a transaction. */
  replaceSiteContent(siteId: number, content: SiteContent): Promise<void>;
  /** Slugs and titles of the site's pages. */
  pageList(siteId: number): Promise<{ slug: string; title: string }[]>;
  /** One page; its banner is left out once expired. */
  page(siteId: number, slug: string, now: Date): Promise<ContentPage | null>;
  offers(siteId: number, now: Date): Promise<Offer[]>;
  promotions(siteId: number, now: Date): Promise<Promotion[]>;
}

export function createContentRepository(db: Db): ContentRepository {
  return {
    async replaceSiteContent(siteId, content) {
      for (const table of ['pages', 'offers', 'promotions'])
        await db.query(`DELETE FROM ${table} WHERE site_id = $1`, [siteId]);
      await db.query(
        `INSERT INTO pages (site_id, slug, title, body, seo_title, seo_description, banner, banner_expires_at,
           location_slug)
         SELECT $1, slug, title, body, seo_title, seo_description, banner, banner_expires_at, location_slug
         FROM json_populate_recordset(NULL::pages, $2::json)`,
        [
          siteId,
          JSON.stringify(
            content.pages.map(({ seo, banner, ...page }) => ({
              ...page,
              seo_title: seo.title,
              seo_description: seo.description,
              banner: banner && {
                title: banner.title,
                text: banner.text,
                image_url: banner.image_url,
                link: banner.link,
              },
              banner_expires_at: banner?.expires_at ?? null,
            })),
          ),
        ],
      );
      await db.query(
        `INSERT INTO offers (site_id, slug, title, description, image_url, price, price_label, terms,
           manufacturer_slug, model_slug, cta_label, cta_href, starts_at, expires_at, position)
         SELECT $1, slug, title, description, image_url, price, price_label, terms, manufacturer_slug, model_slug,
           cta_label, cta_href, starts_at, expires_at, position
         FROM json_populate_recordset(NULL::offers, $2::json)`,
        [
          siteId,
          JSON.stringify(
            content.offers.map(({ cta, ...offer }, position) => ({
              ...offer,
              cta_label: cta?.label ?? null,
              cta_href: cta?.href ?? null,
              position,
            })),
          ),
        ],
      );
      await db.query(
        `INSERT INTO promotions (site_id, title, image_url, image_width, image_height, alt, link_href, starts_at,
           expires_at, position)
         SELECT $1, title, image_url, image_width, image_height, alt, link_href, starts_at, expires_at, position
         FROM json_populate_recordset(NULL::promotions, $2::json)`,
        [
          siteId,
          JSON.stringify(content.promotions.map((promotion, position) => ({ ...promotion, position }))),
        ],
      );
    },
    async pageList(siteId) {
      return db.query('SELECT slug, title FROM pages WHERE site_id = $1 ORDER BY slug', [siteId]);
    },
    async page(siteId, slug, now) {
      const [row] = await db.query<PageRow>(
        `SELECT slug, title, body, seo_title, seo_description, banner, banner_expires_at, location_slug
         FROM pages WHERE site_id = $1 AND slug = $2`,
        [siteId, slug],
      );
      if (!row) return null;
      const banner = row.banner && { ...row.banner, expires_at: iso(row.banner_expires_at) };
      return {
        slug: row.slug,
        title: row.title,
        body: row.body,
        seo: { title: row.seo_title ?? row.title, description: row.seo_description ?? '' },
        banner: banner && isBannerShown(banner, now) ? banner : null,
        location_slug: row.location_slug,
      };
    },
    async offers(siteId, now) {
      const rows = await db.query<
        Omit<Offer, 'cta' | 'starts_at' | 'expires_at'> & {
          cta_label: string | null;
          cta_href: string | null;
          starts_at: Date | null;
          expires_at: Date | null;
        }
      >(
        `SELECT slug, title, description, image_url, price, price_label, terms, manufacturer_slug, model_slug,
                cta_label, cta_href, starts_at, expires_at
         FROM offers WHERE site_id = $1 AND ${RUNNING} ORDER BY position, id`,
        [siteId, now.toISOString()],
      );
      return rows.map(({ cta_label, cta_href, starts_at, expires_at, ...offer }) => ({
        ...offer,
        cta: cta_label && cta_href ? { label: cta_label, href: cta_href } : null,
        starts_at: iso(starts_at),
        expires_at: iso(expires_at),
      }));
    },
    async promotions(siteId, now) {
      const rows = await db.query<
        Omit<Promotion, 'starts_at' | 'expires_at'> & { starts_at: Date | null; expires_at: Date | null }
      >(
        `SELECT title, image_url, image_width, image_height, alt, link_href, starts_at, expires_at
         FROM promotions WHERE site_id = $1 AND ${RUNNING} ORDER BY position, id`,
        [siteId, now.toISOString()],
      );
      return rows.map((row) => ({ ...row, starts_at: iso(row.starts_at), expires_at: iso(row.expires_at) }));
    },
  };
}
