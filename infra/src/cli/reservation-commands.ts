import { formatAud } from '../../../shared/src/format/currency';
import type { ReservationSummary } from '../reservations/reservation-ops';
import { flagSwitch, flagText, UsageError, type ParsedArgs } from './args';
import type { OpsBackend } from './ops-backend';
import { formatTable, formatTime } from './table';

type Print = (text: string) => void;
type ReservationsBackend = Pick<OpsBackend, 'via' | 'listReservations' | 'cancelReservation'>;

const STATUSES: readonly ReservationSummary['status'][] = ['confirmed', 'cancelled', 'refunded'];
const RESERVATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The reservations as a table: reference, site, car, kind, deposit, status, when (and who cancelled), and
 * whether the shopper's emails went ("receipt sent, cancellation waiting": leads retry sends a waiting one).
 */
export function formatReservations(reservations: readonly ReservationSummary[]): string {
  if (reservations.length === 0) return 'No reservation.';
  return formatTable(
    ['RESERVATION', 'SITE', 'CAR', 'KIND', 'DEPOSIT', 'STATUS', 'MADE', 'SHOPPER EMAILS', 'CANCELLED'],
    reservations.map((r) => [
      r.reservation_id,
      r.site,
      r.car_slug,
      r.kind === 'reserve' ? 'reserve' : 'buy online',
      formatAud(r.deposit),
      r.status,
      formatTime(r.created_at),
      r.shopper_emails.map((email) => `${email.kind} ${email.status}`).join(', '),
      r.cancelled_at
        ? `${formatTime(r.cancelled_at)} by ${r.cancelled_by ?? '?'}${r.cancel_reason ? `: ${r.cancel_reason}` : ''}`
        : '',
    ]),
  );
}

/**
 * `reservations list [--site <slug>] [--status confirmed|cancelled|refunded] [--limit <n>]`: the newest
 * reservations (50 unless --limit, at most 500), without the shoppers' personal data.
 * `reservations cancel <reservation-id> [--refund] [--reason <text>]`: the sale did not go ahead; the car can
 * be reserved and bought online again, the deposit refunded through the payment provider with --refund
 * (else settle it with the shopper by hand).
 */
export async function reservationsCommand(
  args: ParsedArgs,
  backend: ReservationsBackend,
  print: Print,
  actor: () => string,
): Promise<void> {
  const [, command, reservationId] = args.positional;
  if (command === 'list') {
    const status = flagText(args, 'status');
    if (status !== undefined && !STATUSES.includes(status as ReservationSummary['status']))
      throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
    const limitText = flagText(args, 'limit');
    const limit = limitText === undefined ? 50 : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      throw new UsageError('--limit must be a whole number from 1 to 500');
    const reservations = await backend.listReservations({
      site: flagText(args, 'site'),
      status: status as ReservationSummary['status'] | undefined,
      limit,
    });
    print(formatReservations(reservations));
    return;
  }
  if (command !== 'cancel') throw new UsageError(`Unknown command: ${args.positional.join(' ')}`);
  if (!reservationId) throw new UsageError('Missing <reservation-id>');
  if (!RESERVATION_ID.test(reservationId))
    throw new UsageError(
      `Not a reservation id: "${reservationId}" (a UUID: the reference the shopper quotes, as reservations list shows it)`,
    );
  const refund = flagSwitch(args, 'refund');
  const cancelled = await backend.cancelReservation(
    { reservationId, refund, reason: flagText(args, 'reason')?.trim() || null },
    actor(),
  );
  const deposit = formatAud(cancelled.deposit);
  print(
    `Reservation ${cancelled.reservation_id} (${cancelled.car_slug}, ${cancelled.site}) is ${cancelled.status}: ` +
      (refund
        ? `its ${deposit} deposit was refunded (payment ${cancelled.payment_reference}). `
        : `its ${deposit} deposit was not refunded by the platform (payment ${cancelled.payment_reference}: settle it with the shopper). `) +
      (cancelled.car_released
        ? 'The car can be reserved and bought online again.'
        : 'The car was not marked reserved.'),
  );
}
