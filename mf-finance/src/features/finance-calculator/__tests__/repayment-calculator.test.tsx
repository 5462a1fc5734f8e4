import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FinanceProvider } from '@dealerline/shared';
import { renderWithPlatform, testSite } from '@dealerline/shared/testing';
import { RepaymentCalculator, useRepaymentCalculator } from '..';
import { ANNOUNCE_AFTER_PAUSE_MS } from '../hooks/use-settled-announcement';

function Calculator({ price, provider }: { price: number | null; provider: FinanceProvider | null }) {
  return <RepaymentCalculator state={useRepaymentCalculator(price, provider)} />;
}

const repayment = () => document.querySelector('[data-repayment]');
const result = () => document.querySelector('[data-calculator-result]');

function renderCalculator(price: number | null = 30000, provider: FinanceProvider | null = 'Taurus') {
  return renderWithPlatform(<Calculator price={price} provider={provider} />, {
    site: testSite({ finance_provider: provider }),
  });
}

describe('repayment calculator', () => {
  it('labels every input and starts from the price, the Taurus 10% deposit, 5 years, 10% and weekly', () => {
    renderCalculator();
    expect(screen.getByRole('heading', { name: 'Repayment calculator' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('30000');
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('3000');
    expect(screen.getByLabelText('Loan term')).toHaveValue('5');
    expect(screen.getByLabelText('Balloon ($)')).toHaveValue('0');
    expect(screen.getByLabelText('Interest rate (% p.a.)')).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    // $27,000 at 10% over 260 weeks: $132.06, shown in whole dollars.
    expect(result()).toHaveTextContent('Estimated weekly repayment $132');
    expect(result()).toHaveTextContent('Amount financed$27,000');
    expect(result()).toHaveTextContent('Number of repayments260');
  });

  it('updates the repayment as the deposit is typed', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const deposit = screen.getByLabelText('Deposit ($)');
    await user.clear(deposit);
    expect(repayment()).toHaveTextContent('$147'); // $30,000 weekly: 146.73
    await user.type(deposit, '10,000');
    expect(repayment()).toHaveTextContent('$98'); // $20,000 weekly: 97.82
    expect(result()).toHaveTextContent('Amount financed$20,000');
  });

  it('moves the default deposit with the price until a deposit is typed', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const price = screen.getByLabelText('Vehicle price ($)');
    await user.clear(price);
    await user.type(price, '50000');
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('5000');
  });

  it('starts at a $0 deposit for providers other than Taurus', () => {
    renderCalculator(30000, 'Angle');
    expect(screen.getByLabelText('Deposit ($)')).toHaveValue('0');
    expect(repayment()).toHaveTextContent('$147');
  });

  it('recalculates for the term, frequency, balloon and rate', async () => {
    const user = userEvent.setup();
    renderCalculator(30000, null);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(result()).toHaveTextContent('Estimated monthly repayment $637'); // 637.41
    await user.click(screen.getByRole('radio', { name: 'Fortnightly' }));
    expect(repayment()).toHaveTextContent('$294'); // 293.68
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.selectOptions(screen.getByLabelText('Loan term'), '3');
    expect(repayment()).toHaveTextContent('$968'); // $30,000 at 10% over 36 months: 968.02
    const rate = screen.getByLabelText('Interest rate (% p.a.)');
    await user.clear(rate);
    await user.type(rate, '0');
    expect(repayment()).toHaveTextContent('$833'); // 30,000 / 36
    await user.type(screen.getByLabelText('Balloon ($)'), '6000'); // "06000"
    expect(repayment()).toHaveTextContent('$667'); // (30,000 − 6,000) / 36
    expect(result()).toHaveTextContent('Total repayments (with the balloon)$30,000');
  });

  it('names the field that makes the loan impossible', async () => {
    const user = userEvent.setup();
    renderCalculator();
    const deposit = screen.getByLabelText('Deposit ($)');
    await user.clear(deposit);
    await user.type(deposit, '30000');
    expect(deposit).toHaveAttribute('aria-invalid', 'true');
    expect(deposit).toHaveAccessibleDescription('The deposit must be less than the price.');
    expect(repayment()).toBeNull();
    expect(result()).toHaveTextContent('The deposit must be less than the price.');
    await user.clear(screen.getByLabelText('Vehicle price ($)'));
    expect(screen.getByLabelText('Vehicle price ($)')).toHaveAccessibleDescription('Enter a vehicle price.');
  });

  it('says nothing of a loan without a price until the shopper changes a field: the results box shows no repayment', async () => {
    const user = userEvent.setup();
    renderCalculator(null, 'Angle');
    const price = screen.getByLabelText('Vehicle price ($)');
    expect(price).toHaveAccessibleDescription('');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(result()).toHaveTextContent(/^Estimated weekly repayment —$/);
    expect(repayment()).toBeNull();
    // Passing through a field changes nothing (docs/decisions.md "Messages on leaving a field").
    await user.click(price);
    await user.tab();
    expect(screen.queryByText('Enter a vehicle price.')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(price).toHaveAccessibleDescription('Enter a vehicle price.');
    expect(result()).toHaveTextContent(/^Enter a vehicle price\.$/);
  });

  it('carries the indicative repayment disclaimer of spec §8 naming the provider', () => {
    renderCalculator(30000, 'Taurus');
    expect(screen.getByText(/^This repayment is a guide only/)).toHaveTextContent(
      'The actual interest rate and repayment are set by Taurus on its own lending criteria.',
    );
  });

  describe('what a screen reader is told', () => {
    const announced = () => document.querySelector('[data-calculator-announcement]')!;
    /** Each time the live region's text changed, what it then said. */
    function recordAnnouncements() {
      const said: string[] = [];
      const observer = new MutationObserver(() => said.push(announced().textContent ?? ''));
      observer.observe(announced(), { childList: true, characterData: true, subtree: true });
      return { said, stop: () => observer.disconnect() };
    }

    /** Lets fake time pass, then the live region's mutation records arrive (they are microtasks). */
    const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is not the live figures: one hidden polite region, empty until the shopper changes something', async () => {
      renderCalculator();
      expect(result()).not.toHaveAttribute('aria-live');
      const regions = document.querySelectorAll('[aria-live]');
      expect(regions).toHaveLength(1);
      expect(regions[0]).toBe(announced());
      expect(announced()).toHaveAttribute('aria-live', 'polite');
      expect(announced()).toHaveTextContent('');
      await wait(ANNOUNCE_AFTER_PAUSE_MS * 2);
      expect(announced()).toHaveTextContent('');
    });

    it('says the repayment sentence once, after the shopper pauses typing "45000", while the figures follow every key', async () => {
      // A keystroke every 150 ms: quicker than the pause (user-event also waits 150 ms after the last one).
      const keyGap = 150;
      const user = userEvent.setup({ delay: keyGap, advanceTimers: jest.advanceTimersByTime });
      renderCalculator(30000, null);
      const announcements = recordAnnouncements();
      // Typed over the selected "30000".
      await user.type(screen.getByLabelText('Vehicle price ($)'), '45000', {
        initialSelectionStart: 0,
        initialSelectionEnd: 5,
      });
      expect(repayment()).toHaveTextContent('$220'); // $45,000 at 10% over 260 weeks: 220.09
      expect(announcements.said).toEqual([]);
      await wait(ANNOUNCE_AFTER_PAUSE_MS - keyGap - 1);
      expect(announcements.said).toEqual([]);
      await wait(1);
      expect(announcements.said).toEqual(['Estimated weekly repayment $220.']);
      await wait(ANNOUNCE_AFTER_PAUSE_MS * 2);
      expect(announcements.said).toHaveLength(1);
      announcements.stop();
    });

    it('says nothing when the changes end where they began, and what makes the loan impossible', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCalculator();
      const announcements = recordAnnouncements();
      const rate = screen.getByLabelText('Interest rate (% p.a.)');
      await user.type(rate, '5');
      await user.type(rate, '{Backspace}');
      await wait(ANNOUNCE_AFTER_PAUSE_MS * 2);
      expect(announcements.said).toEqual([]);
      await user.clear(screen.getByLabelText('Vehicle price ($)'));
      await wait(ANNOUNCE_AFTER_PAUSE_MS);
      expect(announcements.said).toEqual(['Enter a vehicle price.']);
      announcements.stop();
    });
  });
});
