import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { testSite } from '../../../testing/fixtures';
import { createTheme } from '../../theme/theme';
import { DisclaimerCheckbox } from '../disclaimer-checkbox';
import { formDraftKey, type FormDraftId } from '../form-draft-storage';
import { TextInputField } from '../text-input-field';
import { ValidatedForm } from '../validated-form';

interface Values {
  name?: string;
  dealership?: string;
  card_number?: string;
  captcha?: string;
  disclaimer?: boolean;
}

const ENQUIRY: FormDraftId = { site: 'coastline', form: 'enquiry:/contact', carId: '42' };

function form(
  draft: FormDraftId | undefined,
  options: { onSubmit?: () => SubmissionErrors | void; initialValues?: Values } = {},
): ReactElement {
  return (
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <ValidatedForm<Values>
        onSubmit={options.onSubmit ?? (() => undefined)}
        validate={() => ({})}
        initialValues={options.initialValues}
        listErrors={() => []}
        submitLabel="Send"
        draft={draft}
      >
        <TextInputField name="name" id="f-name" label="First Name" />
        <TextInputField name="dealership" id="f-dealership" label="Dealership" />
        <TextInputField name="card_number" id="f-card" label="Card number" />
        <TextInputField name="captcha" id="f-captcha" label="Captcha" />
        <DisclaimerCheckbox id="f-disclaimer" />
      </ValidatedForm>
    </ThemeProvider>
  );
}

const kept = (id: FormDraftId) => window.sessionStorage.getItem(formDraftKey(id));

describe('a form’s draft', () => {
  it('brings back what was typed when the form mounts again (the shopper went away and came back)', async () => {
    const first = render(form(ENQUIRY));
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    first.unmount();

    render(form(ENQUIRY));
    expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps one draft per site, form and car', async () => {
    const first = render(form(ENQUIRY));
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    first.unmount();

    for (const other of [
      { ...ENQUIRY, site: 'harbour-nissan' },
      { ...ENQUIRY, form: 'test-drive:/book-test-drive' },
      { ...ENQUIRY, carId: '43' },
      { ...ENQUIRY, carId: null },
    ]) {
      const again = render(form(other));
      expect(screen.getByLabelText('First Name')).toHaveValue('');
      again.unmount();
    }
  });

  it('is dropped once the form is sent, and kept when sending failed', async () => {
    const failing = render(form(ENQUIRY, { onSubmit: () => ({ [FORM_ERROR]: 'Server says no.' }) }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(kept(ENQUIRY)).toContain('Jo');
    failing.unmount();

    const sending = render(form(ENQUIRY, { onSubmit: () => Promise.resolve(undefined) }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(kept(ENQUIRY)).toBeNull();
    sending.unmount();

    render(form(ENQUIRY));
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it('never keeps a card’s fields, the captcha or the disclaimer', async () => {
    render(form(ENQUIRY));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Captcha'), 'token');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    expect(JSON.parse(kept(ENQUIRY)!)).toEqual({ name: 'Jo' });
  });

  it('keeps only what the shopper changed: a value the page filled in stays the page’s to decide', async () => {
    const first = render(form(ENQUIRY, { initialValues: { dealership: 'coastline-toyota' } }));
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    first.unmount();

    render(form(ENQUIRY, { initialValues: { dealership: 'coastline-mazda' } }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Jo');
    expect(screen.getByLabelText('Dealership')).toHaveValue('coastline-mazda');
  });

  it('is not in the server’s HTML, which hydration must find unchanged', () => {
    window.sessionStorage.setItem(formDraftKey(ENQUIRY), JSON.stringify({ name: 'Jo' }));
    expect(renderToString(form(ENQUIRY))).not.toContain('Jo');
  });

  it('keeps nothing for a form without a draft', async () => {
    render(form(undefined));
    await userEvent.type(screen.getByLabelText('First Name'), 'Jo');
    expect(window.sessionStorage.length).toBe(0);
  });
});
