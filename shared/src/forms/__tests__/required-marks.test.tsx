import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { testSite } from '../../../testing/fixtures';
import { marksUnlikeErrors, submitEmpty } from '../../../testing/required-marks';
import { DISCLAIMER_ERROR, DISCLAIMER_LABEL } from '../../rules/messages';
import { contrastRatio } from '../../theme/contrast';
import { createTheme } from '../../theme/theme';
import { DisclaimerCheckbox } from '../disclaimer-checkbox';
import { REQUIRED_FIELDS_NOTE } from '../required-fields-note';
import { requiredByRules } from '../required-fields';
import { requiredMarkColour } from '../required-marker';
import { SelectInputField } from '../select-input-field';
import { TextInputField } from '../text-input-field';
import { ValidatedForm } from '../validated-form';

interface Values {
  name?: string;
  contact_by?: 'email' | 'phone';
  phone?: string;
  location?: string;
  message?: string;
  disclaimer?: boolean;
}

/** First Name, Location and the disclaimer always; Mobile Number when the shopper asks to be called. */
const rules = (values: Values) => {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.name) errors.name = 'Please enter your first name.';
  if (values.contact_by === 'phone' && !values.phone) errors.phone = 'Please enter a phone number.';
  if (!values.location) errors.location = 'Please choose a location.';
  if (!values.disclaimer) errors.disclaimer = DISCLAIMER_ERROR;
  return errors;
};

const themed = (ui: ReactElement, background = testSite().theme.background) => (
  <ThemeProvider theme={createTheme({ ...testSite().theme, background })}>{ui}</ThemeProvider>
);

function renderForm(background?: string) {
  return render(
    themed(
      <ValidatedForm<Values>
        onSubmit={() => undefined}
        validate={rules}
        initialValues={{ contact_by: 'email' }}
        listErrors={() => []}
        submitLabel="Send"
      >
        <TextInputField name="name" id="f-name" label="First Name" />
        <SelectInputField
          name="contact_by"
          id="f-contact-by"
          label="Contact me by"
          options={[
            { value: 'email', label: 'Email' },
            { value: 'phone', label: 'Phone' },
          ]}
        />
        <TextInputField name="phone" id="f-phone" label="Mobile Number" />
        <SelectInputField
          name="location"
          id="f-location"
          label="Location"
          placeholder="Choose a location"
          options={['North', 'South']}
        />
        <TextInputField name="message" id="f-message" label="Message (optional)" multiline />
        <DisclaimerCheckbox id="f-disclaimer" />
      </ValidatedForm>,
      background,
    ),
  );
}

const markerBeside = (label: string) =>
  screen.getByText(label, { selector: 'label' }).parentElement!.querySelector('[data-required-marker]');

describe('required marks', () => {
  it('marks the fields the rules refuse empty: aria-required, and a " *" beside the label hidden from screen readers', () => {
    renderForm();
    const name = screen.getByRole('textbox', { name: 'First Name' });
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('First Name')).toBe(name);
    // The label's text is its words alone: the mark is beside it.
    expect(screen.getByText('First Name', { selector: 'label' })).toHaveAttribute('for', name.id);
    const marker = markerBeside('First Name')!;
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(marker.textContent).toBe(' *');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-required', 'true');
    expect(markerBeside('Location')).not.toBeNull();
  });

  it('leaves the others unmarked, a select that always has a value among them', () => {
    renderForm();
    for (const label of ['Message (optional)', 'Mobile Number', 'Contact me by']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-required');
      expect(markerBeside(label)).toBeNull();
    }
  });

  it('follows the rules as the values change', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contact me by' }), 'phone');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveAttribute('aria-required', 'true');
    expect(markerBeside('Mobile Number')).not.toBeNull();
  });

  it('says once, above the first field, what the mark means', () => {
    renderForm();
    const notes = screen.getAllByText(REQUIRED_FIELDS_NOTE);
    expect(notes).toHaveLength(1);
    expect(REQUIRED_FIELDS_NOTE).toBe('Fields marked * are required.');
    const first = screen.getByRole('textbox', { name: 'First Name' });
    expect(notes[0]!.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("gives the disclaimer aria-required and keeps its label's own * as its only mark", () => {
    renderForm();
    const disclaimer = screen.getByRole('checkbox', { name: DISCLAIMER_LABEL });
    expect(disclaimer).toHaveAttribute('aria-required', 'true');
    expect(disclaimer.closest('div')!.querySelector('[data-required-marker]')).toBeNull();
  });

  it('agrees with the rules on a submit with every field empty', async () => {
    const user = userEvent.setup();
    renderForm();
    const { noteFirst, fields } = await submitEmpty(user, 'Send');
    expect(noteFirst).toBe(true);
    expect(fields.filter((field) => field.ariaRequired).map((field) => field.name)).toEqual([
      'First Name',
      'Location',
      DISCLAIMER_LABEL,
    ]);
    expect(marksUnlikeErrors(fields)).toEqual([]);
  });

  it('marks a field by its own rule in a form not validated as a whole', () => {
    render(
      themed(
        <Form
          onSubmit={() => undefined}
          render={() => (
            <>
              <TextInputField
                name="card"
                id="f-card"
                label="Card number"
                validate={(value) => (value ? undefined : 'Please enter your card number.')}
              />
              <TextInputField name="note" id="f-note" label="Note" validate={() => undefined} />
            </>
          )}
        />,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-required');
  });

  it.each(['#ffffff', '#fffdf8', '#f8f9fa', '#fffaf5', '#1a1a1a', '#b00020'])(
    'reads at least 4.5:1 on a %s form background',
    (background) => {
      renderForm(background);
      const colour = requiredMarkColour(createTheme({ ...testSite().theme, background }));
      expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
      expect(markerBeside('First Name')).toHaveStyle({ color: colour });
    },
  );
});

describe('requiredByRules', () => {
  it('is whether the rules refuse the field left empty, the other values as they are', () => {
    expect(requiredByRules(rules, { name: 'Jo' }, 'name')).toBe(true);
    expect(requiredByRules(rules, { contact_by: 'email' }, 'phone')).toBe(false);
    expect(requiredByRules(rules, { contact_by: 'phone', phone: '0412 345 678' }, 'phone')).toBe(true);
    expect(requiredByRules(rules, {}, 'message')).toBe(false);
  });
});
