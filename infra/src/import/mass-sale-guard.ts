/**
 * How many cars a full feed may mark sold at once before the import is refused (unless the operator says the
 * dealer did sell them). A dealer sells a few percent of its stock a day; a feed cut short in transfer, an
 * export from the wrong branch or a file of two valid rows would mark most of the site sold, and every car
 * leaves the search at once. Ours: the spec has no such rule. At most a quarter of the site's listed cars,
 * and never refused below MASS_SALE_MIN_CARS (a small yard selling 6 of its 12 cars in a week is real).
 */
export const MASS_SALE_SHARE = 0.25;
export const MASS_SALE_MIN_CARS = 10;

/**
 * Why a full feed that would mark `sold` of the `listed` (not yet sold) cars it covers sold is refused, or null
 * when it may go ahead. `whose`: "the site's", or a dealership's own feed's "<slug>'s".
 */
export function massSaleRefusal(sold: number, listed: number, whose = "the site's"): string | null {
  if (sold < MASS_SALE_MIN_CARS || sold <= listed * MASS_SALE_SHARE) return null;
  return (
    `this full feed would mark ${sold} of ${whose} ${listed} listed cars sold (more than ` +
    `${MASS_SALE_SHARE * 100}% at once), as a feed cut short would; nothing was imported. If the dealer did ` +
    'sell them, import it again with --allow-mass-sale (ops API: allow_mass_sale=true)'
  );
}
