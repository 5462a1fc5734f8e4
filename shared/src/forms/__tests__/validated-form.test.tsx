import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { testSite } from '../../../testing/fixtures';
import { CONTACT_MESSAGES } from '../../rules/contact-details';
import { createTheme } from '../../theme/theme';
import { contactErrors } from '../contact-values';
import { ContactFields } from '../contact-fields';
import { TextInputField } from '../text-input-field';
import { ValidatedForm } from '../validated-form';

interface Values {
  name?: string;
  email?: string;
}

const order = ['name', 'email'] as const;
const validate = (values: Values) => {
  const errors = contactErrors(values);
  return Object.fromEntries(order.filter((field) => errors[field]).map((field) => [field, errors[field]]));
};

function renderForm(onSubmit: (values: Values) => SubmissionErrors | void) {
  return render(
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <ValidatedForm<Values>
        onSubmit={onSubmit}
        validate={validate}
        listErrors={(errors) =>
          order.flatMap((field) =>
            errors[field] ? [{ id: `f-${field}`, message: String(errors[field]) }] : [],
          )
        }
        submitLabel="Send"
      >
        {(values) => (
          <>
            <ContactFields idOf={(field) => `f-${field}`} order={order} />
            <TextInputField name="echo" id="f-echo" label={`Hello ${values.name ?? ''}`} />
          </>
        )}
      </ValidatedForm>
    </ThemeProvider>,
  );
}

describe('ValidatedForm', () => {
  it('lists the invalid fields in form order after a submit attempt and focuses the list', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please fix the following errors:');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      CONTACT_MESSAGES.name,
      CONTACT_MESSAGES.email,
    ]);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the values to the fields, submits valid values and shows a failed submit as an alert', async () => {
    const onSubmit = jest.fn(() => ({ [FORM_ERROR]: 'Server says no.' }));
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    await userEvent.type(screen.getByLabelText('Email Address'), 'jo@example.com');
    expect(screen.getByLabelText('Hello Jo')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Jo', email: 'jo@example.com' },
      expect.anything(),
      expect.anything(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Server says no\.$/);
  });

  it('shows no message on a field the page focused and the shopper left untouched, until a submit', async () => {
    renderForm(jest.fn());
    const firstName = screen.getByLabelText('First Name');
    // As `/finance#finance-form` does: the page puts the cursor in the first field, the shopper clicks elsewhere.
    act(() => firstName.focus());
    await userEvent.click(document.body);
    expect(firstName).not.toHaveFocus();
    expect(screen.queryByText(CONTACT_MESSAGES.name)).not.toBeInTheDocument();
    expect(firstName).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(screen.getByRole('alert')).getByText(CONTACT_MESSAGES.name)).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a field’s message once the shopper has typed in it and left it', async () => {
    renderForm(jest.fn());
    await userEvent.type(screen.getByLabelText('Email Address'), 'jo@');
    expect(screen.queryByText(CONTACT_MESSAGES.email)).not.toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.getByText(CONTACT_MESSAGES.email)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.name)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('First Name'), 'J{Backspace}');
    await userEvent.click(document.body);
    expect(screen.getByText(CONTACT_MESSAGES.name)).toBeInTheDocument();
  });

  it('caps the contact fields at their rules’ lengths', () => {
    renderForm(jest.fn());
    expect(screen.getByLabelText('First Name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('maxLength', '254');
  });
});
