import { act, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { FinanceBoxProps } from '@dealerline/shared';
import { renderWithPlatform, testCarHit, testSite } from '@dealerline/shared/testing';
import { CarCard } from '../car-card';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function FakeFinanceBox({ car }: FinanceBoxProps) {
  return <p>Finance box for car {car.id}</p>;
}

function renderCards(count: number, site = testSite()) {
  return renderWithPlatform(
    <>
      {Array.from({ length: count }, (_, i) => (
        <CarCard key={i} hit={testCarHit({ id: i + 1, objectID: String(i + 1) })} position={i} />
      ))}
    </>,
    { site },
  );
}

describe('CarCard finance box (mf-finance through federation)', () => {
  beforeEach(() => mockedLoadRemote.mockReset());

  afterEach(() => jest.restoreAllMocks());

  it('keeps every card complete when mf-finance is down, and loads it once for all cards when it is up', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 failed to fetch mf_finance manifest'));
    const down = renderCards(3);
    await act(async () => undefined);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^View Details/ })).toHaveLength(3);
    expect(down.container.querySelector('[data-widget-loading]')).toBeNull();
    expect(screen.queryByText(/Finance box for car/)).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_finance/finance-box');
    down.unmount();

    // Within the minute after the failure, new cards do not try again (nothing suspends, nothing loads).
    const again = renderCards(2);
    expect(again.container.querySelector('[data-widget-loading]')).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    again.unmount();

    // A minute later mf-finance is back: the next cards load it once between them.
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    mockedLoadRemote.mockResolvedValue({ default: FakeFinanceBox });
    renderCards(21);
    await act(async () => undefined);
    expect(screen.getAllByText(/Finance box for car/)).toHaveLength(21);
    expect(screen.getByText('Finance box for car 21')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not load the finance box on a site that hides it', async () => {
    renderCards(2, testSite({ hide_finance_box: true }));
    await act(async () => undefined);
    expect(mockedLoadRemote).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
