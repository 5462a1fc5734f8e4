import { api, type AppointmentSlotsResponse } from '@dealerline/shared';

/** One bookable test drive time of a location, as the form offers it. */
export interface TestDriveSlot {
  /** `YYYY-MM-DDTHH:MM` in the location's time zone: the lead's dateTime. */
  start: string;
  /** What the shopper reads ("9:30am"). */
  label: string;
}

/**
 * GET /api/locations/{id}/appointments?date=YYYY-MM-DD&department=sales (spec §7.7): the free test drive
 * slots of a location on a day, from its opening hours.
 */
export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    appointments: build.query<TestDriveSlot[], { locationId: number; date: string }>({
      query: ({ locationId, date }) => ({
        url: `locations/${locationId}/appointments`,
        params: { date, department: 'sales' },
      }),
      transformResponse: ({ date, slots }: AppointmentSlotsResponse) =>
        slots.map(({ time, label }) => ({ start: `${date}T${time}`, label })),
    }),
  }),
});

export const { useAppointmentsQuery } = appointmentsApi;
