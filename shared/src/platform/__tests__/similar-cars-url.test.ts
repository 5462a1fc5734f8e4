import { similarCarsUrl } from '../similar-cars-url';

describe('similarCarsUrl', () => {
  it('searches the same make and model, and the body when the car has one', () => {
    expect(similarCarsUrl({ make: 'Land Rover', model: 'Range Rover Sport', simple_body: null })).toBe(
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Land%20Rover&refinementList[model][0]=Range%20Rover%20Sport',
    );
    expect(similarCarsUrl({ make: 'Toyota', model: 'HiLux', simple_body: 'Cab Chassis' })).toBe(
      '/search/new-used-and-demo-cars/?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux&refinementList[simple_body][0]=Cab%20Chassis',
    );
  });
});
