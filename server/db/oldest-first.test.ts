import { OldestFirst } from './oldest-first.ts';

/** A work item that records its label when it runs and finishes on the next turn. */
function recorder() {
  const ran: string[] = [];
  const work = (label: string) => async () => {
    ran.push(label);
    await new Promise((resolve) => setImmediate(resolve));
    return label;
  };
  return { ran, work };
}

describe('OldestFirst', () => {
  it('runs one item at a time, the smallest priority first and equals in the order given', async () => {
    const { ran, work } = recorder();
    const queue = new OldestFirst();
    let running = 0;
    let most = 0;
    const counted = (label: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      const value = await work(label)();
      running -= 1;
      return value;
    };
    const answers = await Promise.all([
      queue.run(5, counted('first sent: runs at once')),
      queue.run(9, counted('9')),
      queue.run(1, counted('1a')),
      queue.run(3, counted('3')),
      queue.run(1, counted('1b')),
      queue.run(7, counted('7')),
    ]);
    expect(ran).toEqual(['first sent: runs at once', '1a', '1b', '3', '7', '9']);
    expect(answers[2]).toBe('1a');
    expect(most).toBe(1);
  });

  it('asks for what arrived meanwhile before each pick, and an older item that came late goes first', async () => {
    const { ran, work } = recorder();
    const arriving: (() => void)[] = [];
    const queue = new OldestFirst(() => {
      for (const send of arriving.splice(0)) send();
    });
    const all: Promise<unknown>[] = [queue.run(10, work('10')), queue.run(20, work('20'))];
    arriving.push(() => all.push(queue.run(15, work('15, arrived during 10'))));
    await Promise.all(all);
    await Promise.all(all); // with the one that arrived meanwhile
    expect(ran).toEqual(['10', '15, arrived during 10', '20']);
  });

  it('passes a failure to its caller only and goes on with the next item', async () => {
    const { ran, work } = recorder();
    const queue = new OldestFirst();
    const failing = queue.run(1, async () => {
      throw new Error('duplicate key');
    });
    const next = queue.run(2, work('next'));
    await expect(failing).rejects.toThrow('duplicate key');
    await expect(next).resolves.toBe('next');
    expect(ran).toEqual(['next']);
  });

  it('starts again after it ran empty', async () => {
    const { ran, work } = recorder();
    const queue = new OldestFirst();
    await queue.run(1, work('a'));
    await queue.run(0, work('b'));
    expect(ran).toEqual(['a', 'b']);
  });
});
