import { latency, type Latency } from '../search/stats';

export interface ReservationRace {
  statuses: Record<number, number>;
  latency: Latency;
}

/** `attempts` shoppers reserve one car at the same moment with a succeeding test card: statuses and latency. */
export async function concurrentReservations(
  platformUrl: string,
  site: string,
  slug: string,
  attempts: number,
): Promise<ReservationRace> {
  const attempt = async (i: number) => {
    const started = performance.now();
    const res = await fetch(`${platformUrl}/api/cars/${slug}/reservations?site=${site}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'reserve',
        name: 'Buyer',
        last_name: 'Citizen',
        email: `buyer${i}@example.com`,
        phone: '0412 345 678',
        postcode: '4558',
        terms_conditions: true,
        payment: { card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name_on_card: 'Buyer' },
      }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };
  const answers = await Promise.all(Array.from({ length: attempts }, (_, i) => attempt(i)));
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { statuses, latency: latency(answers.map((answer) => answer.ms)) };
}
