import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { readContact, useDealer, useSite } from '@dealerline/shared';
import {
  ContactFields,
  DealershipSelect,
  DisclaimerCheckbox,
  SelectInputField,
  TextInputField,
  ValidatedForm,
} from '@dealerline/shared/forms';
import { TERMS_NOTE } from '@dealerline/shared/rules';
import { useLeadPage } from '../../../lib/lead-page';
import { CATEGORY_CHOICES, formShape } from '../form-variants';
import { useLeadCar } from '../hooks/use-lead-car';
import { useLeadFormSubmit } from '../hooks/use-lead-form-submit';
import { leadDefaults } from '../lead-payload';
import {
  leadFieldId,
  orderedLeadErrors,
  validateLeadForm,
  type LeadFormRules,
  type LeadFormValues,
} from '../lead-values';
import { CaptchaField } from './captcha-field';
import { OptInCheckbox } from './opt-in-checkbox';
import { PreferredTime } from './preferred-time';
import { ServiceVehicleFields } from './service-vehicle-fields';

/** Locations of the form's department (spec §3: an empty location_type means sales). */
const ofDepartment = (type: string, department: 'sales' | 'service') =>
  department === 'service' ? type === 'service' : type === '' || type === 'sales';

/**
 * The lead forms of spec §5 (react-final-form): enquiry on a car, test drive, request photos, contact (general
 * and per location), careers, fleet and service. Each asks the contact details, the category / location /
 * dealership when shown, Rego, a message (required unless the dealer relaxes it on a form that allows it),
 * the opt-in, the captcha and the disclaimer; the error list heads invalid submits, a destructive alert shows
 * a failed submit.
 */
export function LeadForm({
  variant,
  locationSlug: givenLocation,
}: {
  variant?: string;
  locationSlug?: string;
}) {
  const site = useSite();
  const dealer = useDealer();
  const [search] = useSearchParams();
  const params = useParams();
  const locationSlug = givenLocation ?? params.locationSlug;
  const page = useLeadPage();
  const shape = formShape(variant, search, { serviceBooking: dealer.service_booking === true });
  const carId = Number(search.get('car_id'));
  const { car } = useLeadCar(Number.isInteger(carId) && carId > 0 ? carId : null);

  const departmentLocations = dealer.locations.filter(
    (l) => l.visible && ofDepartment(l.location_type, shape.department),
  );
  // A dealer without a service location takes bookings at its sales locations.
  const locations =
    departmentLocations.length > 0
      ? departmentLocations
      : dealer.locations.filter((l) => l.visible && ofDepartment(l.location_type, 'sales'));
  const routeLocation = locationSlug ? (dealer.locations.find((l) => l.slug === locationSlug) ?? null) : null;
  const rules: LeadFormRules = {
    categorySelector: shape.categorySelector,
    locationSelector: !routeLocation && locations.length > 1,
    dealershipSelector: !car && !routeLocation && dealer.dealerships.length > 1,
    messageRequired: !(shape.message === 'optional' || dealer.lead_message_optional === true),
    captcha: dealer.lead_captcha !== false,
    vehicleDetails: shape.vehicleDetails,
  };
  const onlyDealership = dealer.dealerships.length === 1 ? (dealer.dealerships[0]?.slug ?? null) : null;
  const submit = useLeadFormSubmit({
    shape,
    car,
    dealershipSlug: car?.dealership_slug ?? routeLocation?.dealership_slug ?? onlyDealership,
    locationSlug: routeLocation?.slug ?? (locations.length === 1 ? (locations[0]?.slug ?? null) : null),
    ...page,
  });
  const initialValues = useMemo<LeadFormValues>(() => {
    const defaults = leadDefaults(null, null);
    return {
      ...(readContact(site.slug) ?? {}),
      category: shape.categorySelector ? shape.category : undefined,
      message: defaults.message,
      opt_in: defaults.opt_in,
    };
  }, [site.slug, shape.categorySelector, shape.category]);
  const headingId = `lead-form-${shape.kind}`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{shape.heading}</h2>
      {car && (
        <p data-lead-car>
          {car.year} {car.make} {car.model} {car.badge ?? ''}
          {car.stocknum ? ` (Stock #${car.stocknum})` : ''}
        </p>
      )}
      <ValidatedForm<LeadFormValues>
        onSubmit={submit}
        validate={(values) => validateLeadForm(values, rules)}
        initialValues={initialValues}
        keepDirtyOnReinitialize
        listErrors={(errors) =>
          orderedLeadErrors(errors).map(([field, message]) => ({ id: leadFieldId(field), message }))
        }
        submitLabel={shape.submitLabel}
      >
        {(values) => {
          const chosenLocation = locations.find((l) => l.slug === (values.location ?? routeLocation?.slug));
          const slotLocation =
            routeLocation ?? chosenLocation ?? (locations.length === 1 ? (locations[0] ?? null) : null);
          return (
            <>
              {rules.categorySelector && (
                <div className="full">
                  <SelectInputField
                    name="category"
                    id={leadFieldId('category')}
                    label="Category"
                    placeholder="Choose a category"
                    options={CATEGORY_CHOICES}
                  />
                </div>
              )}
              <ContactFields idOf={leadFieldId} />
              {shape.vehicleDetails && <ServiceVehicleFields />}
              <TextInputField
                name="Rego"
                id={leadFieldId('Rego')}
                label="Rego (optional)"
                autoComplete="off"
              />
              {rules.locationSelector && (
                <SelectInputField
                  name="location"
                  id={leadFieldId('location')}
                  label="Location"
                  placeholder="Choose a location"
                  options={locations.map((l) => ({ value: l.slug, label: l.name }))}
                />
              )}
              {rules.dealershipSelector && (
                <DealershipSelect
                  id={leadFieldId('dealership_slug')}
                  label="Dealership"
                  dealerships={dealer.dealerships}
                />
              )}
              {shape.dateTime && (
                <div className="full">
                  <PreferredTime locationId={slotLocation?.id ?? null} department={shape.department} />
                </div>
              )}
              <div className="full">
                <TextInputField
                  name="message"
                  id={leadFieldId('message')}
                  label={rules.messageRequired ? 'Message' : 'Message (optional)'}
                  multiline
                />
              </div>
              <div className="full">
                <OptInCheckbox />
              </div>
              {rules.captcha && (
                <div className="full">
                  <CaptchaField />
                </div>
              )}
              <div className="full">
                <DisclaimerCheckbox id={leadFieldId('disclaimer')} />
              </div>
              {dealer.lead_terms_note && <p className="full">{TERMS_NOTE}</p>}
            </>
          );
        }}
      </ValidatedForm>
    </section>
  );
}
