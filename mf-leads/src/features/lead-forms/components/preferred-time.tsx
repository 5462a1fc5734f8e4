import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { css, useTheme } from '@emotion/react';
import { Field, useField, useForm } from 'react-final-form';
import { useDealer } from '@dealerline/shared';
import { appointmentDay, validatePreferredDate } from '@dealerline/shared/rules';
import { controlStyle, useHydrated } from '@dealerline/shared/ui';
import { describedBy, FormField, TextInputField } from '@dealerline/shared/forms';
import { useAppointmentsQuery } from '../api/get-appointments';
import { leadFieldId } from '../lead-values';
import { todayValue } from '../preferred-date';

/** A time in the shopper's words ("Tuesday after 3pm") is short; the API takes no text param over 2,000. */
const PREFERRED_TIME_MAX_LENGTH = 100;

/** Why a day offers no times (ours: the spec gives no text). */
export const NO_TIMES_MESSAGES = {
  open: 'No times are free on this day; please choose another day.',
  closed: 'We are closed on this day; please choose another day.',
  'by-appointment': 'This day is by appointment only: tell us a time that suits you and we will confirm it.',
} as const;

/**
 * The preferred day and time of a test drive or a service booking (spec §5: never required). The day is a
 * field of its own (`preferredDate`, sent with the lead: a time in the shopper's words names no day), from
 * today on. With a location and a day, the free slots of the department's appointments call (spec §7.7) as a
 * choice; while there is no answer (no day or location yet, or the call fails) a preferred time in the
 * shopper's own words, as on a day shown "By appointment only" or at a location that publishes no hours for
 * the department (its days are unknown, not closed). A day without times says why
 * (NO_TIMES_MESSAGES: closed, or none free). A time chosen for one day or location is dropped when the
 * shopper picks another: it was that day's, at that location.
 */
export function PreferredTime({
  locationId,
  department,
}: {
  locationId: number | null;
  department: 'sales' | 'service';
}) {
  const theme = useTheme();
  const dateId = leadFieldId('preferredDate');
  const { input: dateInput } = useField<string>('preferredDate');
  const date = dateInput.value ?? '';
  const form = useForm();
  const timesOf = useRef(locationId);
  useEffect(() => {
    if (timesOf.current === locationId) return;
    timesOf.current = locationId;
    form.change('dateTime', undefined);
  }, [form, locationId]);
  // Set once the page runs in the browser: the server's day may not be the shopper's.
  const today = useHydrated() ? todayValue() : undefined;
  const pastMessage = today === undefined ? undefined : validatePreferredDate(date, today);
  const past = pastMessage !== undefined;
  const slots = useAppointmentsQuery(
    locationId != null && date && !past ? { locationId, date, department } : skipToken,
  );
  const answered = slots.isSuccess && !slots.isFetching;
  const noTimes = answered && !past && slots.data.length === 0;
  const dealer = useDealer();
  const location = dealer.locations.find((l) => l.id === locationId);
  const day = noTimes
    ? appointmentDay({
        date,
        department,
        hours: location?.contact_detail.opening_hours?.[department],
        specialHours: location?.special_hours,
        saturdayByAppointment: dealer.saturday_by_appointment,
      })
    : 'open';
  // Where no time can be offered but the day may suit, the shopper says when in words.
  const inWords = day === 'by-appointment' || day === 'unknown';
  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      <FormField htmlFor={dateId} label="Preferred Date (optional)" error={pastMessage}>
        <input
          {...dateInput}
          id={dateId}
          type="date"
          value={date}
          min={today}
          onChange={(event) => {
            dateInput.onChange(event.target.value || undefined);
            form.change('dateTime', undefined);
          }}
          aria-invalid={past || undefined}
          aria-describedby={describedBy(dateId, { error: pastMessage })}
          css={controlStyle(theme)}
        />
      </FormField>
      {answered && !past && !inWords ? (
        <fieldset
          css={css`
            margin: 0;
            padding: 0;
            border: none;
          `}
        >
          <legend
            css={css`
              font-weight: 600;
              margin-bottom: 8px;
            `}
          >
            Available Times (optional)
          </legend>
          {noTimes ? (
            <p>{NO_TIMES_MESSAGES[day]}</p>
          ) : (
            <div
              id={leadFieldId('dateTime')}
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: 8px;
              `}
            >
              {slots.data.map((slot) => (
                <Field key={slot.start} name="dateTime" type="radio" value={slot.start}>
                  {({ input }) => (
                    <label
                      css={css`
                        display: inline-flex;
                        gap: 6px;
                        align-items: center;
                        padding: 8px 12px;
                        border: 1px solid ${theme.colors.border};
                        border-radius: ${theme.radius}px;
                      `}
                    >
                      <input {...input} />
                      {slot.label}
                    </label>
                  )}
                </Field>
              ))}
            </div>
          )}
        </fieldset>
      ) : (
        <TextInputField
          name="dateTime"
          id={leadFieldId('dateTime')}
          label="Preferred Time (optional)"
          maxLength={PREFERRED_TIME_MAX_LENGTH}
          hint={
            day === 'by-appointment'
              ? NO_TIMES_MESSAGES['by-appointment']
              : date && (slots.isError || day === 'unknown')
                ? 'Tell us a time that suits you and we will confirm it.'
                : undefined
          }
        />
      )}
    </div>
  );
}
