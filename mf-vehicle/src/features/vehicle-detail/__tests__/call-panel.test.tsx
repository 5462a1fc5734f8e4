import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, type AnalyticsEvent, type VehicleDetailResponse } from '@dealerline/shared';
import {
  installFakeFetch,
  renderWithPlatform,
  testCar,
  testSite,
  testVehicleDetail,
  type FakeFetch,
  type FakeRequestInfo,
} from '@dealerline/shared/testing';
import { VehicleActionsList } from '../components/vehicle-actions-list';

const site = testSite({ vehicle_buttons: ['enquire', 'call'] });
const REVEAL_PATH = '/api/cars/1001/reveal';

let network: FakeFetch | undefined;
let events: AnalyticsEvent[];
let stopListening: () => void;
beforeEach(() => {
  events = [];
  stopListening = bus.on('analytics', (event) => events.push(event));
});
afterEach(() => {
  stopListening();
  network?.restore();
  jest.restoreAllMocks();
});

function renderActions(detail: VehicleDetailResponse = testVehicleDetail()) {
  return renderWithPlatform(<VehicleActionsList detail={detail} title="2021 Toyota HiLux" />, { site });
}

describe('call the dealer', () => {
  it('masks the number until clicked, then shows a tel link, stores the reveal and sends event 25', async () => {
    const sent: FakeRequestInfo[] = [];
    network = installFakeFetch({
      [REVEAL_PATH]: (_url, request) => {
        sent.push(request);
        return { status: 204 };
      },
    });
    renderActions(testVehicleDetail(testCar(), { website_id: 7 }));

    const button = screen.getByRole('button', { name: 'Show number' });
    expect(button).toHaveTextContent('0412 *** ***');
    expect(screen.queryByText('0412 345 678')).toBeNull();
    expect(screen.queryByRole('link', { name: '0412 345 678' })).toBeNull();

    fireEvent.click(button);
    const link = screen.getByRole('link', { name: '0412 345 678' });
    expect(link).toHaveAttribute('href', 'tel:+61412345678');
    expect(link).toHaveFocus();
    expect(events).toEqual([{ eventId: 25, name: 'call_click', data: { car_id: 1001, dealership_id: 100 } }]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'POST', body: { car_id: 1001, dealership_id: 100, website_id: 7 } });
  });

  it('uses the dealership number when the car location has none', () => {
    const car = testCar({ location: { ...testCar().location!, phone: null } });
    renderActions(testVehicleDetail(car));
    expect(screen.getByRole('button', { name: 'Show number' })).toHaveTextContent(/^07 54\*\* \*\*\*\*/);
  });

  it('only logs a failed reveal: the number stays shown and nothing else tells the shopper', async () => {
    network = installFakeFetch({ [REVEAL_PATH]: { status: 500, body: { message: 'database down' } } });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderActions();

    fireEvent.click(screen.getByRole('button', { name: 'Show number' }));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('[mf-vehicle] phone reveal failed', expect.anything()),
    );
    expect(screen.getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:+61412345678');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(events.map((event) => event.eventId)).toEqual([25]);
  });

  it('logs a warning and shows no panel for a car without a phone number', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const car = testCar({ location: { ...testCar().location!, phone: null } });
    const { container } = renderActions(
      testVehicleDetail(car, {
        dealership: { id: 100, slug: 'test-motors', name: 'Test Motors', phone: null },
      }),
    );
    await act(async () => undefined);
    expect(container.querySelector('[data-call-panel]')).toBeNull();
    expect(screen.queryByRole('button', { name: /phone number/ })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('no phone number for car 1001'));
  });
});
