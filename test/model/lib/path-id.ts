import { createHash } from 'node:crypto';

/** The shortest an ID gets: 7 hex digits (28 bits), as short as a Git abbreviation. */
const SHORTEST = 7;

const digest = (machine: string, labels: readonly string[]) =>
  createHash('sha256')
    .update(JSON.stringify([machine, labels]))
    .digest('hex');

/**
 * Content IDs of a machine's paths: the first hex digits of a SHA-256 of the machine's name and the path's event
 * labels (labels tell a path's events apart, payload cases included). A path keeps its ID while its events stay
 * the same, whatever else the machine gains or loses; paths whose 7 digits collide take more digits, until theirs
 * differ (a collision among a machine's few hundred paths has a chance below one in a thousand).
 */
export function pathIds(machine: string, paths: readonly (readonly string[])[]): string[] {
  const digests = paths.map((labels) => digest(machine, labels));
  return digests.map((full) => {
    let length = SHORTEST;
    while (length < full.length && digests.some((other) => other !== full && other.startsWith(full.slice(0, length)))) length++;
    return full.slice(0, length);
  });
}
