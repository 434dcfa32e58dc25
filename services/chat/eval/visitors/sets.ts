/**
 * The sets of whole conversations (services/safety/eval/traffic/<dir>), each written apart by someone who
 * never saw the engine, and how far each was used: a set measured once measures the engine as it is; once
 * its misses were read while the engine changed, it is a development set and its figures are optimistic.
 */
export interface TrafficSet {
  dir: string;
  story: string;
  /** Measured once with the engine of the day, and not read since: the targets are held here. */
  once?: boolean;
}

export const TRAFFIC_SETS: TrafficSet[] = [
  {
    dir: 'first',
    story: 'the first pair',
  },
];
