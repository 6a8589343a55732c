/**
 * Counts a client's hits against a shared counter that is claimed a block at a time. The shared
 * counter (the database's, every instance's) only grows by claims; this instance gives the hits of
 * its claims out itself, so a client's steps cost a statement per block instead of one each. Hits
 * that arrive while a claim is under way wait for it, and the next claim asks for all of them at
 * once: a burst from one address (an office behind one NAT, the load benchmark's crowd) costs a
 * couple of claims, never one each, and never claims hits that nobody uses. A claimed hit counts
 * for the client at once, used or not: what one instance holds unused (less than a block) may
 * refuse the client a little early on another, never let it through more than the limit.
 */
import { setNewest } from '../http/bounded-map.ts';

/** The shared counter after a claim. */
export interface Claimed {
  /** Every instance's hits of the client in the window, this claim's included. */
  total: number;
  resetAt: Date;
}

/** Adds `count` hits to the client's shared counter at `at` (a new window if its own has ended). */
export type ClaimHits = (key: string, count: number, at: Date) => Promise<Claimed>;

export interface CountedHit {
  /** The client's hits in the window up to and including this one. */
  totalHits: number;
  resetTime: Date;
}

/** Clients whose claims an instance remembers: the bound of a memory strangers fill. */
const MAX_CLIENTS = 10_000;

interface Waiting {
  resolve: (hit: CountedHit) => void;
  reject: (error: unknown) => void;
}

interface ClientClaims {
  /** The shared count after this instance's last claim. */
  total: number;
  resetAt: Date;
  /** Hits of the last claim not given out yet. */
  unused: number;
  waiting: Waiting[];
  claiming: boolean;
}

export function createHitCounter({
  block,
  claim,
  now,
}: {
  /** Hits claimed at once when fewer wait (hitsClaimedAtOnce). */
  block: number;
  claim: ClaimHits;
  now: () => Date;
}) {
  const clients = new Map<string, ClientClaims>();

  const giveOut = (client: ClientClaims): CountedHit => {
    client.unused -= 1;
    return { totalHits: client.total - client.unused, resetTime: client.resetAt };
  };

  async function claimForWaiting(key: string, client: ClientClaims): Promise<void> {
    client.claiming = true;
    try {
      while (client.waiting.length > 0) {
        const count = Math.max(block, client.waiting.length);
        const claimed = await claim(key, count, now());
        Object.assign(client, { total: claimed.total, resetAt: claimed.resetAt, unused: count });
        for (const waiting of client.waiting.splice(0, count)) waiting.resolve(giveOut(client));
      }
    } catch (error) {
      for (const waiting of client.waiting.splice(0)) waiting.reject(error);
      client.unused = 0;
    } finally {
      client.claiming = false;
    }
  }

  return {
    hit(key: string): Promise<CountedHit> {
      let client = clients.get(key);
      if (!client) {
        client = { total: 0, resetAt: new Date(0), unused: 0, waiting: [], claiming: false };
        setNewest(clients, key, client, MAX_CLIENTS);
      }
      if (client.unused > 0 && client.resetAt > now() && !client.claiming) {
        return Promise.resolve(giveOut(client));
      }
      const counted = new Promise<CountedHit>((resolve, reject) => client.waiting.push({ resolve, reject }));
      if (!client.claiming) void claimForWaiting(key, client);
      return counted;
    },
    forget(key: string): void {
      const client = clients.get(key);
      if (client) client.unused = 0;
    },
  };
}
