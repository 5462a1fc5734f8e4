import type { BodyType, ModelStatus } from '../../../../shared/src/domain/catalogue';
import type { ManufacturerSeed, ModelSeed } from '../../content/catalogue-repository';
import { demoImageUrl } from '../../images/demo-image-url';
import { BODY_LABELS, findMake, THUMB_QUERY, type DealershipKind } from '../../inventory';
import type { MakeSpec, ModelSpec, Segment } from '../../inventory/catalogue';
import { hashString } from '../../inventory/prng';
import { kebab } from '../../inventory/slug';
import { textLogoUrl } from '../../images/text-logo-url';

/** Models announced but not on sale yet (spec §3 Model status coming_soon), by make slug. */
const COMING_SOON: Readonly<Record<string, readonly { name: string; body: BodyType; fuel: string }[]>> = {
  mazda: [{ name: 'CX-6e', body: 'suv', fuel: 'Electric' }],
  nissan: [{ name: 'Micra', body: 'hatch', fuel: 'Electric' }],
  subaru: [{ name: 'Uncharted', body: 'suv', fuel: 'Electric' }],
  toyota: [{ name: 'bZ Woodland', body: 'suv', fuel: 'Electric' }],
  kia: [{ name: 'PV5', body: 'van', fuel: 'Electric' }],
  hyundai: [{ name: 'Inster', body: 'hatch', fuel: 'Electric' }],
  jayco: [{ name: 'Swan Outback', body: 'softtop', fuel: 'Petrol' }],
  isuzu: [{ name: 'N Series EV', body: 'lightTruck', fuel: 'Electric' }],
};

/** Picture colour of a make's model images (hex without '#'). */
const MAKE_COLOURS = ['b3141c', '1f4e9a', 'f2f3f1', '6e7378', '17181a', '2f6b3a'];

const SEGMENT_OF: Record<DealershipKind, Segment> = {
  franchise: 'passenger',
  group: 'passenger',
  used: 'passenger',
  caravan: 'caravan',
  truck: 'truck',
};

function money(dollars: number): string {
  return `$${dollars.toLocaleString('en-AU')}`;
}

function image(body: BodyType, colour: string): ModelSeed['image'] {
  const url = demoImageUrl(body, colour, 'front-left');
  return { url, thumb: url + THUMB_QUERY };
}

function modelSeed(make: MakeSpec, model: ModelSpec, status: ModelStatus, currentYear: number): ModelSeed {
  const bodies = [model.body, ...model.altBodies.map((alt) => alt.body)];
  const badges = model.badges.filter(
    (b) => (b.from ?? 0) <= currentYear && (b.to ?? currentYear) >= currentYear,
  );
  const from = Math.min(...(badges.length ? badges : model.badges).map((b) => b.price));
  const fuels = [...new Set(model.fuels.filter((f) => f.from <= currentYear).map((f) => f.fuel))];
  const colour = MAKE_COLOURS[hashString(`${make.name} ${model.name}`) % MAKE_COLOURS.length]!;
  return {
    name: model.name,
    slug: kebab(model.name),
    description:
      `The ${make.name} ${model.name} ${BODY_LABELS[model.body].toLowerCase()} comes in ${badges.length || model.badges.length} ` +
      `variants, ${fuels.join(' or ').toLowerCase()}, from ${money(from)}.`,
    short_description: `From ${money(from)}`,
    manufacturer_body: BODY_LABELS[bodies[0]!],
    manufacturer_body2: bodies[1] ? BODY_LABELS[bodies[1]] : null,
    manufacturer_body3: bodies[2] ? BODY_LABELS[bodies[2]] : null,
    bodyStyle: bodies.map((body) => BODY_LABELS[body]),
    body: bodies,
    image: image(model.body, colour),
    status,
    fuel: fuels,
    variant: (badges[0] ?? model.badges[0])?.name ?? null,
    override_url: null,
    path: `/search/${kebab(make.name)}/${kebab(model.name)}`,
    aftermarket_manufacturer_id: null,
    accessories_count: 5 + (hashString(model.name) % 40),
  };
}

function comingSoon(make: MakeSpec, entry: { name: string; body: BodyType; fuel: string }): ModelSeed {
  return {
    name: entry.name,
    slug: kebab(entry.name),
    description: `The all-electric ${make.name} ${entry.name} is coming soon. Register your interest.`,
    short_description: 'Coming soon',
    manufacturer_body: BODY_LABELS[entry.body],
    manufacturer_body2: null,
    manufacturer_body3: null,
    bodyStyle: [BODY_LABELS[entry.body]],
    body: [entry.body],
    image: image(entry.body, '6e7378'),
    status: 'coming_soon',
    fuel: [entry.fuel],
    variant: null,
    override_url: null,
    path: `/search/${kebab(make.name)}/${kebab(entry.name)}`,
    aftermarket_manufacturer_id: null,
    accessories_count: 0,
  };
}

/**
 * Manufacturers and models of the demo sites' franchise makes (issue 3 item 2), from the inventory catalogue:
 * the models on sale new in `now`'s year, "all_new" when first sold within the last two years, plus the
 * announced models of COMING_SOON. Images are the generated demo pictures.
 */
export function demoCatalogue(
  dealerships: readonly { manufacturers: readonly string[]; kind: DealershipKind }[],
  now: Date,
): ManufacturerSeed[] {
  const currentYear = now.getUTCFullYear();
  const makes = new Map<string, MakeSpec[]>();
  for (const dealership of dealerships) {
    if (dealership.kind === 'used') continue;
    for (const slug of dealership.manufacturers) {
      const make = findMake(slug, SEGMENT_OF[dealership.kind]);
      if (!make || make.usedOnly) continue;
      const key = kebab(make.name);
      const list = makes.get(key) ?? [];
      if (!list.includes(make)) list.push(make);
      makes.set(key, list);
    }
  }
  return [...makes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([slug, specs]) => {
      const first = specs[0]!;
      const models = specs.flatMap((make) =>
        make.models
          .filter((model) => model.from <= currentYear && (model.to === null || model.to >= currentYear))
          .map((model) =>
            modelSeed(make, model, model.from >= currentYear - 2 ? 'all_new' : '', currentYear),
          ),
      );
      const upcoming = (COMING_SOON[slug] ?? []).map((entry) => comingSoon(first, entry));
      return {
        name: first.name,
        slug,
        logo_url: textLogoUrl(first.name, '#1f2933'),
        models: [...models, ...upcoming],
      };
    });
}
