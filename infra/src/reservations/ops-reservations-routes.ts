import type { FastifyInstance } from 'fastify';
import { messageSchema } from '../http/schemas';
import { wakeLeadDelivery } from '../lead-delivery/lead-delivery-plugin';
import { actorOf } from '../ops/ops-actor';
import { createPaymentProvider } from '../payments/create-payment-provider';
import type { PaymentProvider } from '../payments/payment-provider';
import { actorHeaders } from '../routes/ops-schemas';
import {
  cancelReservation,
  listReservations,
  ReservationCancelRefused,
  type CancelReservationRequest,
  type ReservationSummary,
} from './reservation-ops';

const nullableString = { type: ['string', 'null'] } as const;
const STATUSES = ['confirmed', 'cancelled', 'refunded'] as const;

const summaryProperties = {
  reservation_id: { type: 'string' },
  site: { type: 'string' },
  dealership: nullableString,
  car_id: { type: ['integer', 'null'] },
  car_slug: { type: 'string' },
  car_name: { type: 'string' },
  kind: { type: 'string', enum: ['reserve', 'buy_online'] },
  deposit: { type: 'number' },
  status: { type: 'string', enum: STATUSES },
  payment_reference: { type: 'string' },
  created_at: { type: 'string' },
  cancelled_at: nullableString,
  cancelled_by: nullableString,
  cancel_reason: nullableString,
  shopper_emails: {
    type: 'array',
    items: {
      type: 'object',
      required: ['kind', 'status'],
      additionalProperties: false,
      properties: {
        kind: { type: 'string', enum: ['receipt', 'cancellation'] },
        status: { type: 'string', enum: ['sent', 'waiting'] },
      },
    },
  },
} as const;

const summarySchema = {
  type: 'object',
  required: Object.keys(summaryProperties),
  additionalProperties: false,
  properties: summaryProperties,
} as const;

const cancelledSchema = {
  type: 'object',
  required: [...Object.keys(summaryProperties), 'car_released'],
  additionalProperties: false,
  properties: { ...summaryProperties, car_released: { type: 'boolean' } },
} as const;

export interface OpsReservationsRoutesOptions {
  /** Default: the provider PAYMENT_PROVIDER names, as the reservation route's. */
  payments?: PaymentProvider;
}

/**
 * Reservations for ops (behind the ops token), never the shoppers' personal data:
 * - GET /reservations?site=&status=&limit= → the newest (limit 1–500, 50), of a site and a status when asked;
 * - POST /reservations/:id/cancel {refund, reason?} → the reservation cancelled by `X-Ops-Actor` (the sale did
 *   not go ahead), the deposit refunded through the provider with `refund`, the car free to reserve again;
 *   404 unknown, 409 cancelled or refunded already (reservation-ops.ts).
 */
export async function opsReservationsRoutes(
  app: FastifyInstance,
  options: OpsReservationsRoutesOptions = {},
): Promise<void> {
  const payments = options.payments ?? createPaymentProvider();
  app.get(
    '/reservations',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            site: { type: 'string', minLength: 1, maxLength: 100 },
            status: { type: 'string', enum: STATUSES },
            limit: { type: 'string', pattern: '^(500|[1-4][0-9]{2}|[1-9][0-9]?)$' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['reservations'],
            additionalProperties: false,
            properties: { reservations: { type: 'array', items: summarySchema } },
          },
          '4xx': messageSchema,
        },
      },
    },
    async (request) => {
      const query = request.query as { site?: string; status?: ReservationSummary['status']; limit?: string };
      const reservations = await listReservations(app.platform.db, {
        site: query.site,
        status: query.status,
        limit: query.limit ? Number(query.limit) : 50,
      });
      return { reservations };
    },
  );
  app.post(
    '/reservations/:id/cancel',
    {
      schema: {
        headers: actorHeaders,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        body: {
          type: 'object',
          required: ['refund'],
          additionalProperties: false,
          properties: {
            refund: { type: 'boolean' },
            reason: { type: 'string', minLength: 1, maxLength: 500 },
          },
        },
        response: { 200: cancelledSchema, '4xx': messageSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = request.body as { refund: boolean; reason?: string };
      const cancel: CancelReservationRequest = {
        reservationId: id,
        refund: body.refund,
        reason: body.reason?.trim() || null,
        actor: actorOf(request),
      };
      try {
        const cancelled = await cancelReservation(
          { db: app.platform.db, payments, events: app.platform.events },
          cancel,
        );
        request.log.info(
          { ops: 'reservation-cancel', actor: cancel.actor, reservation_id: id, status: cancelled.status },
          `reservation ${id} ${cancelled.status}`,
        );
        wakeLeadDelivery(app); // the shopper's cancellation notice leaves at once
        return cancelled;
      } catch (error) {
        if (!(error instanceof ReservationCancelRefused)) throw error;
        return reply.status(error.reason === 'unknown' ? 404 : 409).send({ message: error.message });
      }
    },
  );
}
