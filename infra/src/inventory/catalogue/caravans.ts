import { make, model } from './define';
import type { MakeSpec } from './types';

/**
 * Caravans, campers and motorhomes for caravan dealers. Towed vans use the spec §3 body types hardtop
 * (caravan) and softtop (camper trailer / pop-top); motorhomes use motorhome. Badges are layouts (length in
 * feet and inches, berths) as Australian dealers list them.
 */
export const CARAVAN_MAKES: MakeSpec[] = [
  make('Jayco', { weight: 45, resale: 0.9, wmi: '6J9' }, [
    model('Journey', 25, 'hardtop', {
      b: '17.55-3 Outback = 78; 19.61-3 Outback = 86; 21.62-4 Outback = 95',
      s: '',
      y: '2010-',
      towable: true,
    }),
    model('Crosstrak', 20, 'hardtop', { b: '14.49-1 = 52; 16.51-2 = 58', s: '', y: '2019-', towable: true }),
    model('Starcraft', 15, 'hardtop', {
      b: '16.49-3 = 60; 18.55-3 = 66; 20.60-4 = 72',
      s: '',
      y: '2008-',
      towable: true,
    }),
    model('Swan', 15, 'softtop', { b: 'Outback = 42; Touring = 36', s: '', y: '2008-', towable: true }),
    model('Conquest', 15, 'motorhome', {
      b: 'FA25-1 = 175; FA26-1 = 185; CF20-2 = 165',
      s: '',
      y: '2008-',
      f: 'D100',
      d: 'FWD100',
      t: 'AMT6 M20',
      seats: 4,
      kmPerYear: 10_000,
    }),
    model('Silverline', 10, 'hardtop', {
      b: '21.66-3 = 105; 23.72-2 = 118',
      s: '',
      y: '2014-',
      towable: true,
    }),
  ]),
  make('New Age', { weight: 18, resale: 0.88, wmi: '6N7' }, [
    model('Manta Ray', 45, 'hardtop', {
      b: 'MR19E = 80; MR21E = 88; MR21ERB = 92',
      s: '',
      y: '2010-',
      towable: true,
    }),
    model('Big Red', 30, 'hardtop', { b: 'BR19ERB = 95; BR21ERD = 105', s: '', y: '2012-', towable: true }),
    model('Road Owl', 25, 'hardtop', { b: 'RO16 = 68; RO18 = 74', s: '', y: '2015-', towable: true }),
  ]),
  make('Zone RV', { weight: 8, resale: 0.9, wmi: '6Z4' }, [
    model('Z-3', 60, 'hardtop', { b: 'Off Grid = 115; Rear Door = 118', s: '', y: '2017-', towable: true }),
    model('Z-4', 40, 'hardtop', { b: 'Family = 125; Couples = 122', s: '', y: '2019-', towable: true }),
  ]),
  make('Avan', { weight: 12, resale: 0.88, wmi: '6A4' }, [
    model('Aspire', 40, 'hardtop', { b: '553 = 70; 615 = 78', s: '', y: '2010-', towable: true }),
    model('Cruiseliner', 35, 'softtop', { b: '4.1 = 48; 5.1 = 54', s: '', y: '2008-', towable: true }),
    model('Ovation', 25, 'motorhome', {
      b: 'M6 = 165; M8 = 180',
      s: '',
      y: '2012-',
      f: 'D100',
      d: 'FWD100',
      t: 'AMT6',
      seats: 4,
      kmPerYear: 10_000,
    }),
  ]),
  make('Avida', { weight: 8, resale: 0.85, wmi: '6AV' }, [
    model('Esperance', 60, 'motorhome', {
      b: 'C7434SL = 170; C7444SL = 180',
      s: '',
      y: '2012-',
      f: 'D100',
      d: 'FWD100',
      t: 'AMT6',
      seats: 4,
      kmPerYear: 10_000,
    }),
    model('Birdsville', 40, 'motorhome', {
      b: 'C7944SL = 195',
      s: '',
      y: '2012-',
      f: 'D100',
      d: 'FWD100',
      t: 'AMT6',
      seats: 4,
      kmPerYear: 10_000,
    }),
  ]),
  make('Crusader', { weight: 9, resale: 0.85, wmi: '6C7' }, [
    model('Excalibur', 60, 'hardtop', { b: '19ft = 85; 21ft = 92', s: '', y: '2012-', towable: true }),
    model('Sovereign', 40, 'hardtop', { b: '20ft6 = 88; 22ft = 95', s: '', y: '2012-', towable: true }),
  ]),
];
