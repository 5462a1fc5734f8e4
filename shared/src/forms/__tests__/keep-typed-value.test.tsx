import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { Form } from 'react-final-form';
import { testSite } from '../../../testing/fixtures';
import { createTheme } from '../../theme/theme';
import { DisclaimerCheckbox } from '../disclaimer-checkbox';
import { SelectInputField } from '../select-input-field';
import { TextInputField } from '../text-input-field';

interface Values {
  name?: string;
  postcode?: string;
  topic?: string;
  message?: string;
  disclaimer?: boolean;
}

function LeadForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  return (
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <Form<Values>
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <TextInputField name="name" id="f-name" label="First Name" />
            <TextInputField
              name="postcode"
              id="f-postcode"
              label="Postcode"
              parse={(value) => value.replace(/\D/g, '')}
            />
            <SelectInputField
              name="topic"
              id="f-topic"
              label="Topic"
              options={['Sales', 'Service']}
              placeholder="Choose"
            />
            <TextInputField name="message" id="f-message" label="Message" multiline />
            <DisclaimerCheckbox id="f-disclaimer" />
            <button type="submit">Send</button>
          </form>
        )}
      />
    </ThemeProvider>
  );
}

describe('what the shopper typed before the form hydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('stays in the fields and is what the form sends', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LeadForm onSubmit={() => undefined} />);
    document.body.appendChild(container);
    // The server's HTML takes input before the form's code runs (a form far down the page hydrates late).
    (screen.getByLabelText('First Name') as HTMLInputElement).value = 'Jane';
    (screen.getByLabelText('Postcode') as HTMLInputElement).value = '2000 NSW';
    (screen.getByLabelText('Topic') as HTMLSelectElement).value = 'Service';
    (screen.getByLabelText('Message') as HTMLTextAreaElement).value = 'Still available?';
    (screen.getByRole('checkbox') as HTMLInputElement).checked = true;

    const sent: Values[] = [];
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <LeadForm onSubmit={(values) => void sent.push(values)} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // The field renders again as the shopper moves on: it used to put the server's empty value back.
    fireEvent.focus(screen.getByLabelText('First Name'));
    fireEvent.blur(screen.getByLabelText('First Name'));
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2000');
    expect(screen.getByLabelText('Topic')).toHaveValue('Service');
    expect(screen.getByLabelText('Message')).toHaveValue('Still available?');
    expect(screen.getByRole('checkbox')).toBeChecked();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(sent).toEqual([
      { name: 'Jane', postcode: '2000', topic: 'Service', message: 'Still available?', disclaimer: true },
    ]);
    expect(recoverable).toEqual([]);
  });

  it('changes nothing in a form the browser rendered itself', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const sent: Values[] = [];
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<LeadForm onSubmit={(values) => void sent.push(values)} />);
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(sent).toEqual([{}]);
  });
});
