import { css, useTheme } from '@emotion/react';
import { type DealerLocation } from '@dealerline/shared';
import {
  DEPARTMENT_NAMES,
  hoursDepartments,
  isOpenAt,
  isOpenForBusiness,
  localDateTime,
  weekHoursRows,
  type HoursDepartment,
} from '@dealerline/shared/rules';
import { useBrowserClockKey } from '../hooks/use-browser-clock-key';

/**
 * The width of the hours below which each day's hours go under its name (rem: it follows text size). Side by
 * side, "Wednesday" and "By appointment only" need 12.5rem, 15rem with the shopper's own text spacing (WCAG
 * 1.4.12). Cards at 412 px (18rem inside) and in the widest grids (15.1rem and up) keep them side by side.
 */
const STACKED_BELOW = '15rem';

interface OpeningHoursProps {
  location: DealerLocation;
  now: Date;
  saturdayByAppointment: boolean;
}

/**
 * Spec §4 opening hours of a location, one table per department (sales and service separately where a
 * dealership has both), in the location's own time zone: today's row highlighted, each day of the coming
 * week with its holiday hours when it has some, and an open-now status (none for a location that has not
 * opened yet). Without any hours, one table of "Closed" days (§8).
 */
export function OpeningHours({ location, now, saturdayByAppointment }: OpeningHoursProps) {
  const theme = useTheme();
  const clock = useBrowserClockKey();
  const local = localDateTime(now, location.time_zone);
  const departments = hoursDepartments(location);
  const shown: (HoursDepartment | null)[] = departments.length ? departments : [null];
  const trading = isOpenForBusiness(location);
  return (
    <div
      key={clock}
      data-opening-hours
      css={css`
        display: grid;
        /* One column no wider than the card: an auto column took the tables' widest content, and a table
           as wide as that never wrapped its times, so at larger text it ran out of the card. */
        grid-template-columns: minmax(0, 1fr);
        gap: ${theme.space(3)};
        container-type: inline-size;
      `}
    >
      {shown.map((department) => {
        const hours = department ? location.contact_detail.opening_hours?.[department] : null;
        const open = isOpenAt(hours, location.special_hours, department ?? 'all', local);
        const rows = weekHoursRows(
          hours,
          { saturdayByAppointment },
          {
            weekday: local.weekday,
            date: local.date,
            department: department ?? 'all',
            specialHours: location.special_hours,
          },
        );
        const name = department ? `${DEPARTMENT_NAMES[department]} Hours` : 'Opening Hours';
        return (
          <table
            key={department ?? 'none'}
            data-department={department ?? 'none'}
            css={css`
              width: 100%;
              border-collapse: collapse;
              font-size: 0.9rem;
              caption {
                text-align: left;
                font-weight: 700;
                margin-bottom: ${theme.space(1)};
              }
              th,
              td {
                padding: 2px ${theme.space(1)};
                text-align: left;
                font-weight: 400;
              }
              tr[aria-current='date'] {
                background: ${theme.colors.surface};
                font-weight: 700;
              }
              tr[aria-current='date'] th {
                font-weight: 700;
              }
              /* A day's name and its hours do not break inside a word: on a card too narrow for both (a
                 phone at 200% text) the hours go under the day instead of out of the card. */
              @container (max-width: ${STACKED_BELOW}) {
                th,
                td {
                  display: block;
                }
                td {
                  padding-bottom: ${theme.space(1)};
                }
              }
            `}
          >
            <caption>
              {name}
              {trading ? (
                <>
                  {' '}
                  <span
                    data-open-status
                    css={css`
                      font-weight: 600;
                      color: ${open ? theme.colors.success : theme.colors.danger};
                    `}
                  >
                    · {open ? 'Open now' : 'Closed now'}
                  </span>
                </>
              ) : null}
            </caption>
            <tbody>
              {rows.map((row) => (
                <tr key={row.weekday} aria-current={row.today ? 'date' : undefined}>
                  <th scope="row">{row.day}</th>
                  <td>
                    {row.hours}
                    {row.special ? ' (holiday hours)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
