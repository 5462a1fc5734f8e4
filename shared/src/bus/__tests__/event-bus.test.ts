import { createEventBus } from '../event-bus';

type Events = { ping: { n: number }; pong: string };

describe('event bus', () => {
  it('delivers a payload to every handler of that type only', () => {
    const bus = createEventBus<Events>();
    const pings: number[] = [];
    const pongs: string[] = [];
    bus.on('ping', ({ n }) => pings.push(n));
    bus.on('ping', ({ n }) => pings.push(n * 10));
    bus.on('pong', (text) => pongs.push(text));
    bus.emit('ping', { n: 2 });
    expect(pings).toEqual([2, 20]);
    expect(pongs).toEqual([]);
  });

  it('unsubscribes', () => {
    const bus = createEventBus<Events>();
    const handler = jest.fn();
    const off = bus.on('pong', handler);
    off();
    bus.emit('pong', 'x');
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps delivering when one handler throws', () => {
    const onError = jest.fn();
    const bus = createEventBus<Events>(onError);
    const after = jest.fn();
    bus.on('pong', () => {
      throw new Error('bad handler');
    });
    bus.on('pong', after);
    bus.emit('pong', 'x');
    expect(after).toHaveBeenCalledWith('x');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'bad handler' }));
  });
});
