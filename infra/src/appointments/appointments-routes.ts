import type { FastifyInstance } from 'fastify';
import type { AppointmentSlotsResponse, Department } from '../../../shared/src/domain/location';
import { appointmentSlots, weekdayOfDate } from '../../../shared/src/rules/appointment-slots';
import { DEFAULT_TIME_ZONE, localDateTime } from '../../../shared/src/rules/local-time';
import { isOpenForBusiness } from '../../../shared/src/rules/location-hours';
import { formatTimeOfDay, parseTimeOfDay } from '../../../shared/src/rules/time-of-day';
import { requestTenant } from '../http/request-tenant';
import { messageSchema } from '../http/schemas';
import { readableSchemaError } from '../leads/request-errors';

const DEPARTMENTS = ['sales', 'service', 'parts'] as const;

const slotsResponseSchema = {
  type: 'object',
  required: ['location_id', 'date', 'department', 'time_zone', 'slots'],
  additionalProperties: false,
  properties: {
    location_id: { type: 'integer' },
    date: { type: 'string' },
    department: { type: 'string' },
    time_zone: { type: 'string' },
    slots: {
      type: 'array',
      items: {
        type: 'object',
        required: ['time', 'label'],
        additionalProperties: false,
        properties: { time: { type: 'string' }, label: { type: 'string' } },
      },
    },
  },
} as const;

export interface AppointmentsRoutesOptions {
  /** Clock in milliseconds (tests fix it); default Date.now. */
  now?: () => number;
}

/**
 * GET /api/locations/{id or slug}/appointments?date=YYYY-MM-DD&department=sales (spec §7.7): the test drive
 * slots of one of the tenant's locations on a date (see appointmentSlots: every 30 minutes inside that day's
 * hours, special hours first, none in the past, in the location's time zone). An unreal date or department
 * is a 400, another site's or an unknown location a 404.
 */
export async function appointmentsRoutes(
  app: FastifyInstance,
  options: AppointmentsRoutesOptions = {},
): Promise<void> {
  const now = options.now ?? Date.now;
  app.get(
    '/api/locations/:location/appointments',
    {
      schema: {
        params: {
          type: 'object',
          required: ['location'],
          properties: { location: { type: 'string', minLength: 1, maxLength: 120 } },
        },
        querystring: {
          type: 'object',
          required: ['date'],
          additionalProperties: false,
          properties: {
            date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            department: { type: 'string', enum: DEPARTMENTS, default: 'sales' },
            site: { type: 'string', maxLength: 100 },
          },
        },
        response: { 200: slotsResponseSchema, '4xx': messageSchema },
      },
      schemaErrorFormatter: readableSchemaError,
    },
    async (request, reply): Promise<AppointmentSlotsResponse | typeof reply> => {
      const tenant = await requestTenant(app.platform.sites, request, reply);
      if (!tenant) return reply.status(400).send({ message: 'Unknown site' });
      const { location: key } = request.params as { location: string };
      const { date, department } = request.query as { date: string; department: Exclude<Department, 'all'> };
      if (weekdayOfDate(date) == null)
        return reply.status(400).send({ message: 'date must be a real date as YYYY-MM-DD' });
      const location = tenant.dealer.locations.find((l) => String(l.id) === key || l.slug === key);
      if (!location) return reply.status(404).send({ message: `No location ${key}` });
      const timeZone = location.time_zone || DEFAULT_TIME_ZONE;
      // A location that has not opened yet takes no bookings.
      const slots = !isOpenForBusiness(location)
        ? []
        : appointmentSlots({
            date,
            department,
            hours: location.contact_detail.opening_hours?.[department],
            specialHours: location.special_hours,
            now: localDateTime(new Date(now()), timeZone),
          });
      reply.header('Cache-Control', 'no-store');
      return {
        location_id: location.id,
        date,
        department,
        time_zone: timeZone,
        slots: slots.map((time) => ({ time, label: formatTimeOfDay(parseTimeOfDay(time)!) })),
      };
    },
  );
}
