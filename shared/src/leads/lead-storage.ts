import type { CarType } from '../domain/car';

/**
 * What the lead forms keep in local storage (spec §3), per site: the shopper's contact details (only when name,
 * email and phone are all present; offered, prefilled, next time), the car a lead was sent about, and the
 * category of the last lead sent (the success page thanks the shopper for it). Storage failures (private
 * mode, quota) are ignored: the form works without them.
 */

export interface StoredContact {
  name: string;
  last_name?: string;
  email: string;
  phone: string;
  postcode?: string;
}

/** The car of the last lead sent (the success page names it, shows its photo and links back to it). */
export interface StoredCar {
  id: number;
  slug: string;
  name: string;
  car_type?: CarType;
  /** Its primary image, null when it has none. */
  photo?: string | null;
}

const key = (site: string, what: string) => `dealerline:${site}:${what}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read<T>(site: string, what: string): T | null {
  try {
    const text = storage()?.getItem(key(site, what));
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(site: string, what: string, value: unknown): void {
  try {
    storage()?.setItem(key(site, what), JSON.stringify(value));
  } catch {
    // storage full or blocked: nothing is kept
  }
}

const filled = (text: string | undefined): text is string => Boolean(text?.trim());

/** Keeps the contact details when name, email and phone are all present; otherwise keeps nothing. */
export function storeContact(site: string, contact: Partial<StoredContact>): void {
  if (!filled(contact.name) || !filled(contact.email) || !filled(contact.phone)) return;
  const { name, last_name, email, phone, postcode } = contact;
  write(site, 'lead-contact', { name, last_name, email, phone, postcode });
}

export function readContact(site: string): StoredContact | null {
  const contact = read<StoredContact>(site, 'lead-contact');
  return contact && filled(contact.name) && filled(contact.email) && filled(contact.phone) ? contact : null;
}

/** Keeps the car of the lead just sent; null forgets an earlier lead's car (the lead was about none). */
export function storeSelectedCar(site: string, car: StoredCar | null): void {
  write(site, 'lead-car', car);
}

export function readSelectedCar(site: string): StoredCar | null {
  return read<StoredCar>(site, 'lead-car');
}

export function storeSuccessCategory(site: string, category: string): void {
  write(site, 'success-category', category);
}

export function readSuccessCategory(site: string): string | null {
  const category = read<unknown>(site, 'success-category');
  return typeof category === 'string' ? category : null;
}
