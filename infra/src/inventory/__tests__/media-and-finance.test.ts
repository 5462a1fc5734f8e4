import { FINANCE_PROVIDERS, type Car } from '../../../../shared/src/domain/car';
import { isFinanceBoxShown } from '../../../../shared/src/rules/finance-eligibility';
import { DEMO_ANGLES } from '../../images/demo-catalogue';
import { colourHex } from '../../images/colour-hex';
import { amortisedPayment, TERM_YEARS } from '../finance';
import { IMAGE_ANGLES } from '../images';
import { generateInventory } from '../inventory-rows';
import { ALL_DEALERS, NOW } from './dealerships';

let cars: Car[];

beforeAll(() => {
  cars = generateInventory({ cars: 8_000, dealerships: ALL_DEALERS, now: NOW, seed: 99 });
});

describe('inventory photos (issue 3 items 3 and 5)', () => {
  it('gives ~3% of cars no photos and the rest 8–20', () => {
    const none = cars.filter((car) => car.photos_count === 0);
    expect(none.length / cars.length).toBeGreaterThan(0.02);
    expect(none.length / cars.length).toBeLessThan(0.04);
    expect(
      none.filter((car) => car.images.length + car.thumbnails.length > 0 || car.primary_image_url !== null),
    ).toEqual([]);
    const shown = cars.filter((c) => c.photos_count > 0);
    expect(
      shown.filter(
        (car) => car.photos_count < 8 || car.photos_count > 20 || car.images.length !== car.photos_count,
      ),
    ).toEqual([]);
  });

  it('points at the generated-image scheme with ?w=360 thumbnails', () => {
    const car = cars.find((c) => c.photos_count > 0 && c.simple_body === 'Cab Chassis')!;
    const hex = colourHex(car.colour);
    expect(car.primary_image_url).toBe(`/images/demo/cabChassis/${hex}/front-left.jpg`);
    car.images.forEach((image, i) => {
      expect(image.url).toBe(`/images/demo/cabChassis/${hex}/${IMAGE_ANGLES[i % IMAGE_ANGLES.length]}.jpg`);
      expect(image.thumb).toBe(`${image.url}?w=360`);
      expect(car.thumbnails[i]).toBe(image.thumb);
    });
  });

  it('uses only angles and colours the image endpoint draws', () => {
    expect([...IMAGE_ANGLES]).toEqual([...DEMO_ANGLES]);
    const shown = cars.filter((c) => c.photos_count > 0);
    expect(shown.filter((car) => !car.primary_image_url?.includes(`/${colourHex(car.colour)}/`))).toEqual([]);
  });
});

describe('inventory finance data (issue 3 item 3, spec §5 and §9)', () => {
  it('keys finance_lenders by every provider of spec §9', () => {
    const all = [...FINANCE_PROVIDERS].sort().join();
    expect(cars.filter((car) => Object.keys(car.finance_lenders).sort().join() !== all)).toEqual([]);
  });

  it('computes repayments with the amortisation formula from price, deposit and balloon', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const car of cars) {
      for (const provider of FINANCE_PROVIDERS) {
        const lender = car.finance_lenders[provider]!;
        const where = `car ${car.id} ${provider}`;
        if (lender.termYears !== TERM_YEARS || lender.termMonths !== 60) problems.push(`${where}: term`);
        const deposit = provider === 'Taurus' ? Math.round(car.price * 0.1) : 0;
        if (lender.deposit !== deposit) problems.push(`${where}: deposit ${lender.deposit}`);
        if (lender.balloon !== 0 && lender.balloon !== Math.round(car.price * 0.2))
          problems.push(`${where}: balloon`);
        if (!lender.disclaimer?.includes('not a formal or binding quote'))
          problems.push(`${where}: disclaimer`);
        if (lender.interestRate == null || car.price === 0) {
          if (lender.paymentWeek !== null || lender.paymentMonth !== null)
            problems.push(`${where}: payment without rate or price`);
          continue;
        }
        if (lender.interestRate < 4.99 || lender.interestRate > 15.99)
          problems.push(`${where}: rate ${lender.interestRate}`);
        if (!((lender.comparisonRate ?? 0) > lender.interestRate)) problems.push(`${where}: comparison rate`);
        const principal = car.price - deposit;
        const week = amortisedPayment(principal, lender.interestRate, 52, 5, lender.balloon ?? 0);
        const month = amortisedPayment(principal, lender.interestRate, 12, 5, lender.balloon ?? 0);
        if (Math.abs((lender.paymentWeek ?? 0) - week) > 0.005)
          problems.push(`${where}: week ${lender.paymentWeek} ≠ ${week}`);
        if (Math.abs((lender.paymentMonth ?? 0) - month) > 0.005)
          problems.push(`${where}: month ${lender.paymentMonth} ≠ ${month}`);
        checked++;
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(40_000);
  });

  it('leaves rates null for some providers, and quotes Nissan Finance on Nissans', () => {
    const nullRates = cars
      .flatMap((car) => Object.values(car.finance_lenders))
      .filter((l) => l.interestRate === null);
    expect(nullRates.length).toBeGreaterThan(cars.length * 0.2);
    const nissans = cars.filter((car) => car.make === 'Nissan');
    const quoted = nissans.filter(
      (car) => car.finance_lenders['Nissan Finance']?.interestRate != null,
    ).length;
    expect(quoted / nissans.length).toBeGreaterThan(0.9);
  });

  it('shows the finance box for most available priced cars (spec §5 eligibility)', () => {
    const site = { finance_provider: 'Taurus' as const, template: 'group', hide_finance_box: false };
    const shown = cars.filter((car) => isFinanceBoxShown(car, site, { dealership_group: null }, NOW));
    expect(shown.length / cars.length).toBeGreaterThan(0.6);
  });
});

describe('amortisedPayment', () => {
  it('matches known repayments', () => {
    expect(amortisedPayment(30_000, 10, 12, 5)).toBeCloseTo(637.41, 2);
    expect(amortisedPayment(30_000, 0, 12, 5)).toBe(500);
    expect(amortisedPayment(30_000, 0, 12, 5, 6_000)).toBe(400);
    // A balloon lowers the repayment by its present value spread over the term.
    expect(amortisedPayment(30_000, 10, 12, 5, 6_000)).toBeCloseTo(637.41 - 77.5, 0);
  });
});
