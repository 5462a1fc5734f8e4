import { useRef, useState } from 'react';
import { css, useTheme } from '@emotion/react';
import { type DealerLocation } from '@dealerline/shared';
import { Dialog, linkButtonStyle } from '@dealerline/shared/ui';
import { DEPARTMENT_NAMES, formatHolidayDate, holidayHoursDays } from '@dealerline/shared/rules';

interface HolidayHoursButtonProps {
  location: Pick<DealerLocation, 'name' | 'special_hours' | 'contact_detail'>;
  /** The location's own date (YYYY-MM-DD): earlier dates are not listed. */
  today: string;
}

/**
 * "View Holiday Opening Hours" (spec §2 Modals): a dialog listing the coming special hours per date and
 * department. Nothing shows when the location has no coming special hours.
 */
export function HolidayHoursButton({ location, today }: HolidayHoursButtonProps) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const days = holidayHoursDays(location, today);
  if (days.length === 0) return null;
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-label={`View Holiday Opening Hours of ${location.name}`}
        css={linkButtonStyle(theme)}
        onClick={() => setOpen(true)}
      >
        View Holiday Opening Hours
      </button>
      {open ? (
        <Dialog
          title={`Holiday Opening Hours – ${location.name}`}
          onClose={() => setOpen(false)}
          returnFocusTo={opener}
        >
          <dl
            css={css`
              margin: 0;
              dt {
                font-weight: 700;
                margin-top: ${theme.space(3)};
              }
              dd {
                margin: ${theme.space(1)} 0 0;
              }
            `}
          >
            {days.map((day) => (
              <div key={day.date} data-holiday-date={day.date}>
                <dt>{formatHolidayDate(day.date)}</dt>
                {day.entries.map((entry) => (
                  <dd key={entry.department}>
                    {DEPARTMENT_NAMES[entry.department]}: {entry.hours}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        </Dialog>
      ) : null}
    </>
  );
}
