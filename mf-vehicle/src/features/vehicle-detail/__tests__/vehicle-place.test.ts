import { testCar, testLocation } from '@dealerline/shared/testing';
import { vehiclePlace } from '../utils/vehicle-place';

describe('vehiclePlace', () => {
  it("takes the car's location, completed by the dealer config's location of the same slug", () => {
    expect(vehiclePlace(testCar(), 'Test Motors', [testLocation()])).toEqual({
      name: 'Test Motors Maroochydore',
      address: '12 Example Street, Maroochydore QLD 4558',
      lat: -26.6566,
      lng: 153.0918,
      zoom: 10,
      placeUrl: 'https://maps.example/test-motors-maroochydore',
    });
  });

  it("falls back to the dealership's name and the car's city and state without a location", () => {
    const car = testCar({ location: null, city: 'Noosa Heads', state: 'QLD' });
    expect(vehiclePlace(car, 'Test Motors', [testLocation()])).toEqual({
      name: 'Test Motors',
      address: 'Noosa Heads QLD',
      lat: null,
      lng: null,
      zoom: 10,
      placeUrl: null,
    });
  });
});
