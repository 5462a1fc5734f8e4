import { api, type AppointmentSlotsResponse } from '@dealerline/shared';

/** One bookable time of a location's department, as the form offers it. */
export interface AppointmentChoice {
  /** `YYYY-MM-DDTHH:MM` in the location's time zone: the lead's dateTime. */
  start: string;
  /** What the shopper reads ("9:30am"). */
  label: string;
}

/**
 * GET /api/locations/{id}/appointments?date=YYYY-MM-DD&department=sales|service (spec §7.7): the free test
 * drive (sales) or service booking slots of a location on a day, from the department's opening hours.
 */
export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    appointments: build.query<
      AppointmentChoice[],
      { locationId: number; date: string; department: 'sales' | 'service' }
    >({
      query: ({ locationId, date, department }) => ({
        url: `locations/${locationId}/appointments`,
        params: { date, department },
      }),
      transformResponse: ({ date, slots }: AppointmentSlotsResponse) =>
        slots.map(({ time, label }) => ({ start: `${date}T${time}`, label })),
    }),
  }),
});

export const { useAppointmentsQuery } = appointmentsApi;
