import type { CarHit } from '../domain/search';

/**
 * Widgets a remote exposes for other remotes to place inside their own pages (loaded with RemoteWidget from
 * the UI kit), and the props each one takes. Like the region props, changing one is a contract change.
 */

/**
 * Height in px the finance box takes (four short lines: repayment, interest rate, comparison rate, its example
 * loan), so a card can reserve it while the widget loads (no layout shift).
 */
export const FINANCE_BOX_HEIGHT = 100;

/**
 * Props of mf-finance's './finance-box': the weekly finance box of spec §5 on result cards (and the vehicle
 * page). It decides by itself, from the site and the car, whether to show anything.
 */
export interface FinanceBoxProps {
  car: Pick<CarHit, 'id' | 'year' | 'make' | 'model' | 'price' | 'car_type' | 'status' | 'finance_lenders'>;
}

/**
 * Props of mf-leads' './email-us-form': the contact lead form for one location (Email Us on a location card,
 * spec §2 modals), placed by mf-locations inside its own dialog. On success it goes to /success like every
 * lead form.
 */
export interface EmailUsFormProps {
  locationSlug: string;
}
