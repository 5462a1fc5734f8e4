import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useForm } from 'react-final-form';
import { useLocation, useSearchParams } from 'react-router';
import { readContact, useDealer, useSite } from '@dealerline/shared';
import {
  ContactFields,
  DealershipSelect,
  DisclaimerCheckbox,
  HoneypotField,
  orderedErrors,
  SelectInputField,
  TextInputField,
  useLeadPage,
  ValidatedForm,
} from '@dealerline/shared/forms';
import {
  leadFormAnchor,
  MAX_MESSAGE_LENGTH,
  MAX_REGO_INPUT_LENGTH,
  TERMS_NOTE,
} from '@dealerline/shared/rules';
import { CarNotFoundMessage, SoldCarNotice } from '@dealerline/shared/ui';
import { useCarYardQuery } from '../api/get-car-yard';
import { asksRego, CATEGORY_CHOICES, chosenCategory, formShape, namesSoldCar } from '../form-variants';
import { useLeadCar } from '../hooks/use-lead-car';
import { useLeadFormSubmit } from '../hooks/use-lead-form-submit';
import { useFormPage } from '../hooks/use-form-page';
import { leadDefaults } from '../lead-payload';
import { leadDepartments, leadPlaces, leadTarget, type LeadPlaces } from '../lead-place';
import {
  FIELD_ORDER,
  leadFieldId,
  validateLeadForm,
  type LeadFormRules,
  type LeadFormValues,
} from '../lead-values';
import { CaptchaField } from './captcha-field';
import { OptInCheckbox } from './opt-in-checkbox';
import { PreferredTime } from './preferred-time';
import { ServiceVehicleFields } from './service-vehicle-fields';

/**
 * The lead forms of spec §5 (react-final-form): enquiry on a car, test drive, request photos, contact (general
 * and per location), careers, fleet and service. Each asks the contact details, the category when shown, the
 * location where the form does not know it (leadPlaces: never on a car's form, which is the car's yard; the
 * locations of the chosen category's departments, a choice no longer offered dropped), the dealership only
 * where no location decides it, Rego (not on a careers enquiry), a message (required unless
 * the dealer relaxes it on a form that allows it), the opt-in, the captcha and the disclaimer; the error list
 * heads invalid submits, a destructive alert shows a failed submit.
 */
export function LeadForm({
  variant,
  locationSlug: givenLocation,
  draftKey,
}: {
  variant?: string;
  locationSlug?: string;
  /**
   * The form's name for its draft (ValidatedForm's `draft`), for a form that is not the page's own (the Email
   * Us dialog, one per location); else the form's kind on its page.
   */
  draftKey?: string;
}) {
  const site = useSite();
  const dealer = useDealer();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = useLeadPage();
  const { car: foundCar, missing: carMissing, sold } = useLeadCar(search.get('car_id'));
  const shape = formShape(variant, search, { serviceBooking: dealer.service_booking === true, carMissing });
  // A sold car is named only by the forms that may be about one (an enquiry, a photo request); the others
  // (a test drive) go on without it under the sold notice.
  const car = sold && !namesSoldCar(shape) ? null : foundCar;

  const { data: carYardSlug = null } = useCarYardQuery(car ? car.slug : skipToken);
  const { location: pageLocation, shownByPage, pageId } = useFormPage(givenLocation, shape.onContentPage);
  // The locations offered follow the category chosen (a Service enquiry: the workshops and parts counters).
  const placesOf = (values: LeadFormValues): LeadPlaces =>
    leadPlaces({
      dealer,
      departments: leadDepartments(shape, chosenCategory(shape, values.category)),
      pageLocation,
      car,
      carYardSlug,
    });
  const rulesOf = (values: LeadFormValues, places: LeadPlaces): LeadFormRules => ({
    categorySelector: shape.categorySelector,
    locationSelector: places.choices.length > 0,
    dealershipSelector: places.dealershipChoices.length > 0,
    messageRequired: !(shape.message === 'optional' || dealer.lead_message_optional === true),
    captcha: dealer.lead_captcha !== false,
    vehicleDetails: shape.vehicleDetails,
    rego: asksRego(chosenCategory(shape, values.category)),
  });
  // A location the selector does not offer (any more) counts as none chosen: required again, never sent.
  const validate = (values: LeadFormValues) => {
    const places = placesOf(values);
    return validateLeadForm(
      { ...values, location: offeredSlug(places, values.location) },
      rulesOf(values, places),
    );
  };
  const submit = useLeadFormSubmit({
    shape,
    car,
    placesOf,
    dealerships: dealer.dealerships,
    pageId,
    ...page,
  });
  // The car of the URL, known at once (the car itself loads), so the draft's key does not change under it.
  const draft = {
    site: site.slug,
    form: draftKey ?? `${shape.kind}:${pathname}`,
    carId: search.get('car_id'),
  };
  const initialValues = useMemo<LeadFormValues>(() => {
    const defaults = leadDefaults(null, null);
    return {
      ...(readContact(site.slug) ?? {}),
      category: shape.categorySelector ? shape.category : undefined,
      message: defaults.message,
      opt_in: defaults.opt_in,
    };
  }, [site.slug, shape.categorySelector, shape.category]);
  const headingId = leadFormAnchor(shape.kind);
  const Heading = shape.isPage ? 'h1' : 'h2';

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{shape.heading}</Heading>
      {carMissing && <CarNotFoundMessage />}
      {sold && foundCar && <SoldCarNotice car={foundCar} />}
      {car && (
        <p data-lead-car>
          {car.year} {car.make} {car.model} {car.badge ?? ''}
          {car.stocknum ? ` (Stock #${car.stocknum})` : ''}
        </p>
      )}
      <ValidatedForm<LeadFormValues>
        onSubmit={submit}
        validate={validate}
        initialValues={initialValues}
        keepDirtyOnReinitialize
        listErrors={(errors) => orderedErrors<LeadFormValues>(errors, FIELD_ORDER, leadFieldId)}
        submitLabel={shape.submitLabel}
        draft={draft}
      >
        {(values) => {
          const places = placesOf(values);
          const rules = rulesOf(values, places);
          const target = leadTarget(places, values, dealer.dealerships);
          return (
            <>
              {places.fixed && !shownByPage && dealer.locations.filter((l) => l.visible).length > 1 && (
                <p className="full" data-lead-location>
                  Location: {places.fixed.name}
                </p>
              )}
              <DropUnofferedLocation places={places} chosen={values.location} />
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
              <HoneypotField />
              {shape.vehicleDetails && <ServiceVehicleFields />}
              {rules.rego && (
                <TextInputField
                  name="Rego"
                  id={leadFieldId('Rego')}
                  label="Rego (optional)"
                  autoComplete="off"
                  maxLength={MAX_REGO_INPUT_LENGTH}
                />
              )}
              {rules.locationSelector && (
                <SelectInputField
                  name="location"
                  id={leadFieldId('location')}
                  label="Location"
                  placeholder="Choose a location"
                  options={places.choices.map((l) => ({ value: l.slug, label: l.name }))}
                />
              )}
              {rules.dealershipSelector && (
                <DealershipSelect
                  id={leadFieldId('dealership_slug')}
                  label="Dealership"
                  dealerships={places.dealershipChoices}
                />
              )}
              {shape.dateTime && (
                <div className="full">
                  <PreferredTime locationId={target.location?.id ?? null} department={shape.department} />
                </div>
              )}
              <div className="full">
                <TextInputField
                  name="message"
                  id={leadFieldId('message')}
                  label={rules.messageRequired ? 'Message' : 'Message (optional)'}
                  multiline
                  maxLength={MAX_MESSAGE_LENGTH}
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

/** The chosen location's slug when the form offers it, else undefined. */
const offeredSlug = (places: LeadPlaces, chosen: string | undefined): string | undefined =>
  places.choices.some((l) => l.slug === chosen) ? chosen : undefined;

/**
 * Clears a chosen location the Location selector no longer offers (the shopper changed the category, or a
 * draft named it): the selector asks again rather than show one thing and send another.
 */
function DropUnofferedLocation({ places, chosen }: { places: LeadPlaces; chosen: string | undefined }) {
  const form = useForm<LeadFormValues>();
  const stale = Boolean(chosen) && offeredSlug(places, chosen) === undefined;
  useEffect(() => {
    if (stale) form.change('location', undefined);
  }, [stale, form]);
  return null;
}
