import {
  DEFAULT_CARD_CHIPS,
  type SearchPageSettings,
  type SiteConfig,
} from '../../../shared/src/domain/site';
import { CARD_CTA_POSITION } from '../../../shared/src/rules/constants';
import { DEFAULT_VEHICLE_NOUN } from '../../../shared/src/rules/stock-routes';
import { DEFAULT_TAG_WORDING } from '../demo/tag-wording';

/** Presentation fields of a site (migration 002 `sites.settings`); every other SiteConfig field is a column. */
export type SiteSettings = Pick<
  SiteConfig,
  | 'used_label'
  | 'vehicle_noun'
  | 'no_price_text'
  | 'fuel_tags'
  | 'header_dropdown'
  | 'card_buttons'
  | 'vehicle_buttons'
  | 'tag_wording'
  | 'search_page'
  | 'theme'
  | 'navigation'
  | 'maps'
>;

/** The settings part of a site config (spec §1 per-site presentation differences). */
export function siteSettings(site: SiteConfig): SiteSettings {
  return {
    used_label: site.used_label,
    ...(site.vehicle_noun ? { vehicle_noun: site.vehicle_noun } : {}),
    no_price_text: site.no_price_text,
    fuel_tags: site.fuel_tags,
    header_dropdown: site.header_dropdown,
    card_buttons: site.card_buttons,
    vehicle_buttons: site.vehicle_buttons,
    tag_wording: site.tag_wording,
    search_page: site.search_page,
    theme: site.theme,
    navigation: site.navigation,
    ...(site.maps ? { maps: site.maps } : {}),
  };
}

/** Search page settings of a site that sets none (spec §9 defaults; a cache of 20 result pages). */
export const DEFAULT_SEARCH_PAGE: SearchPageSettings = {
  extra_filters: [],
  card_chips: DEFAULT_CARD_CHIPS,
  km_sorts: false,
  cache_size: 20,
  stock_count: null,
  cta: {
    position: CARD_CTA_POSITION,
    heading: 'Can’t find what you’re looking for?',
    text: 'Tell us what you want and we will find it for you.',
    label: 'Find Me a Car',
    href: '/contact',
  },
};

/**
 * Stored settings read back with the defaults for anything missing, so a site saved by an older version
 * still gives the shell every field it reads.
 */
export function readSiteSettings(stored: Partial<SiteSettings> | null): SiteSettings {
  const settings = stored ?? {};
  return {
    used_label: settings.used_label ?? 'Used',
    // Added after sites were stored: theirs read as the routes' own word.
    vehicle_noun: settings.vehicle_noun ?? DEFAULT_VEHICLE_NOUN,
    no_price_text: settings.no_price_text ?? 'Enquire for Price',
    fuel_tags: settings.fuel_tags ?? false,
    header_dropdown: settings.header_dropdown ?? 'hover',
    card_buttons: settings.card_buttons ?? ['view_details', 'find_similar'],
    vehicle_buttons: settings.vehicle_buttons ?? ['enquire', 'call'],
    tag_wording: settings.tag_wording ?? DEFAULT_TAG_WORDING,
    search_page: { ...DEFAULT_SEARCH_PAGE, ...settings.search_page },
    theme: settings.theme ?? {
      primary: '#1f2933',
      primaryText: '#ffffff',
      accent: '#3e7cb1',
      background: '#ffffff',
      text: '#1f2933',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      radius: 4,
    },
    navigation: settings.navigation ?? { header: [], footer: [] },
    ...(settings.maps ? { maps: settings.maps } : {}),
  };
}
