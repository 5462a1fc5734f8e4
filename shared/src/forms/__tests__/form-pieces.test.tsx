import type { ReactElement } from 'react';
import { render as renderPlain, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { testSite } from '../../../testing/fixtures';
import { mediaStyle } from '../../../testing/media-style';
import { DISCLAIMER_ERROR } from '../../rules/messages';
import { createTheme } from '../../theme/theme';
import { DisclaimerCheckbox } from '../disclaimer-checkbox';
import { ErrorSummary } from '../error-summary';
import { SubmitButton } from '../submit-button';
import { TextInputField } from '../text-input-field';

const themed = (ui: ReactElement) => (
  <ThemeProvider theme={createTheme(testSite().theme)}>{ui}</ThemeProvider>
);
const render = (ui: ReactElement) => {
  const result = renderPlain(themed(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(themed(next)) };
};

describe('shared form pieces', () => {
  it('disables the submit button with a spinner while submitting', () => {
    const { rerender } = render(<SubmitButton label="Send" submitting={false} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    rerender(<SubmitButton label="Send" submitting />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button.querySelector('[data-spinner]')).not.toBeNull();
  });

  it('tells a screen reader that sending has started, in a live region (a disabled button is not read again)', () => {
    const { container, rerender } = render(<SubmitButton label="Send" submitting={false} />);
    const status = container.querySelector('[aria-live="polite"]')!;
    expect(status).toHaveTextContent('');
    rerender(<SubmitButton label="Send" submitting />);
    expect(status).toHaveTextContent('Sending…');
    rerender(<SubmitButton label="Send" submitting={false} />);
    expect(status).toHaveTextContent('');
  });

  it('stops the spinner turning when the shopper prefers reduced motion, and still says it is sending', () => {
    render(<SubmitButton label="Send" submitting />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    const spinner = button.querySelector('[data-spinner]')!;
    expect(mediaStyle(spinner, 'prefers-reduced-motion: reduce')).toMatchObject({ animation: 'none' });
  });

  it("gives the submit button a border high contrast can paint, since it loses the button's fill", () => {
    render(<SubmitButton label="Send" submitting={false} />);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveStyle({
      borderStyle: 'solid',
      borderWidth: '1px',
    });
  });

  it('keeps focus in the field being typed in while the submit button is pressed, so its message cannot move the button away', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <Form
        onSubmit={onSubmit}
        validate={(values: { email?: string }) => (values.email?.includes('@') ? {} : { email: 'Bad email' })}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextInputField name="email" id="f-email" label="Email Address" />
            <SubmitButton label="Send" submitting={false} />
          </form>
        )}
      />,
    );
    const email = screen.getByLabelText('Email Address');
    const button = screen.getByRole('button', { name: 'Send' });
    await user.type(email, 'nobody');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(email).toHaveFocus();
    expect(screen.queryByText('Bad email')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(screen.getByText('Bad email')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'a@b.co');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('heads the error list and links each message to its control', async () => {
    render(
      <>
        <input id="field-a" aria-label="A" />
        <ErrorSummary errors={[{ id: 'field-a', message: 'Fix A.' }]} />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the following errors:');
    await userEvent.click(screen.getByRole('link', { name: 'Fix A.' }));
    expect(screen.getByLabelText('A')).toHaveFocus();
  });

  it('shows the disclaimer label, links in a new tab and its message after a submit', async () => {
    render(
      <Form
        onSubmit={() => undefined}
        validate={(values: { disclaimer?: boolean; name?: string }) =>
          values.disclaimer ? {} : { disclaimer: DISCLAIMER_ERROR }
        }
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextInputField name="name" id="f-name" label="First Name" />
            <DisclaimerCheckbox id="f-disclaimer" />
            <button type="submit">Go</button>
          </form>
        )}
      />,
    );
    const checkbox = screen.getByRole('checkbox', {
      name: 'I agree to the Privacy Policy and Terms & Conditions*.',
    });
    expect(screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(checkbox).toHaveAccessibleDescription(DISCLAIMER_ERROR);
    expect(screen.getByLabelText('First Name')).toHaveAttribute('id', 'f-name');
  });

  it('caps a textarea at its maxLength, as it does an input', () => {
    render(
      <Form
        onSubmit={() => undefined}
        render={() => (
          <>
            <TextInputField name="message" id="f-message" label="Message" multiline maxLength={5000} />
            <TextInputField name="rego" id="f-rego" label="Rego" maxLength={12} />
          </>
        )}
      />,
    );
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxLength', '5000');
    expect(screen.getByLabelText('Rego')).toHaveAttribute('maxLength', '12');
  });
});
