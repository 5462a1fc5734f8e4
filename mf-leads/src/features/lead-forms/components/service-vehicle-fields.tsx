import { SelectInputField, TextInputField } from '@dealerline/shared/forms';
import { leadFieldId, SERVICE_TYPES } from '../lead-values';

/** Service booking: the shopper's own car and the service wanted (make, model and service required). */
export function ServiceVehicleFields() {
  return (
    <>
      <TextInputField
        name="vehicle_make"
        id={leadFieldId('vehicle_make')}
        label="Vehicle Make"
        autoComplete="off"
      />
      <TextInputField
        name="vehicle_model"
        id={leadFieldId('vehicle_model')}
        label="Vehicle Model"
        autoComplete="off"
      />
      <TextInputField
        name="vehicle_year"
        id={leadFieldId('vehicle_year')}
        label="Year (optional)"
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
      />
      <TextInputField
        name="odometer"
        id={leadFieldId('odometer')}
        label="Odometer in km (optional)"
        inputMode="numeric"
        maxLength={9}
        autoComplete="off"
      />
      <div className="full">
        <SelectInputField
          name="service_type"
          id={leadFieldId('service_type')}
          label="Service Required"
          placeholder="Choose a service"
          options={SERVICE_TYPES}
        />
      </div>
    </>
  );
}
