/** The admin payloads are snake_case like the API; the Drizzle columns are camelCase. */

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

export type Columns<T> = { [K in keyof T & string as Camel<K>]: T[K] };

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/** @example toColumns({ initial_price: 1, product_360: null }) // { initialPrice: 1, product360: null } */
export function toColumns<T extends object>(payload: T): Columns<T> {
  return Object.fromEntries(Object.entries(payload).map(([key, value]) => [camel(key), value])) as Columns<T>;
}
