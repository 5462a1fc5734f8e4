import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { testSite } from '../../../testing/fixtures';
import { createTheme } from '../../theme/theme';
import { ContactFields } from '../contact-fields';

/** The lead forms' contact fields in a form, with what the form holds shown. */
function renderFields() {
  render(
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <Form
        onSubmit={() => undefined}
        render={({ values }) => (
          <form>
            <ContactFields idOf={(field) => `f-${field}`} />
            <output data-testid="postcode">{String(values.postcode ?? '')}</output>
          </form>
        )}
      />
    </ThemeProvider>,
  );
  return screen.getByLabelText('Postcode');
}

describe('the postcode box of the lead forms (spec §5)', () => {
  it('keeps the spec’s 4-character limit', () => {
    expect(renderFields()).toHaveAttribute('maxLength', '4');
  });

  it.each(['QLD 4000', '4000 ', 'Brisbane 4000', '12 Smith St, Brisbane QLD 4000'])(
    'takes 4000 out of a pasted %j, which the limit would cut first',
    async (pasted) => {
      const box = renderFields();
      const user = userEvent.setup();
      await user.click(box);
      await user.paste(pasted);
      expect(box).toHaveValue('4000');
      expect(screen.getByTestId('postcode')).toHaveTextContent('4000');
    },
  );

  it('takes the paste in place of the selection', async () => {
    const box = renderFields();
    const user = userEvent.setup();
    await user.type(box, '4558');
    await user.tripleClick(box);
    await user.paste('Noosa 4567');
    expect(box).toHaveValue('4567');
  });

  it('takes the postcode out of an address a browser extension autofills past the limit', () => {
    const box = renderFields();
    fireEvent.change(box, { target: { value: '12 Smith St, Brisbane QLD 4000' } });
    expect(box).toHaveValue('4000');
  });

  it('still keeps typed digits only, at most 4', async () => {
    const box = renderFields();
    await userEvent.setup().type(box, '45,581');
    expect(box).toHaveValue('4558');
  });
});
