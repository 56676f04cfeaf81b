import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { FairQueue } from '../../lib/fair-queue.ts';

/**
 * argon2id at OWASP's recommended setting (19 MiB, 2 passes, 1 lane; decision 0013): about 27 ms per
 * check on one core here, where the library's default (64 MiB, 3 passes, 4 lanes) took 125 ms and a
 * burst of sign-ins could take every core. Hashes made with other settings still verify and are made
 * again at the next good sign-in.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * At most `cores - 1` hashes run at once, so a flood of sign-ins leaves the libuv pool (files, DNS)
 * and a core to everything else; hashing runs on that pool, never on the event loop. Waiting checks
 * take turns by client address: a spraying address delays someone else's sign-in by one check.
 */
const hashing = new FairQueue(Math.max(1, availableParallelism() - 1));

/** One place so every password is hashed and checked the same way. */
export const passwordHasher = {
  hash: (password: string, clientAddress = '') =>
    hashing.run(clientAddress, () => argon2.hash(password, PASSWORD_HASH_OPTIONS)),
  /** `clientAddress` is whose turn the check takes */
  verify: (hash: string, password: string, clientAddress = '') =>
    hashing.run(clientAddress, () => argon2.verify(hash, password)),
  /** the hash was made with other settings than today's: make it again while the password is at hand */
  isOutdated: (hash: string) => argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS),
};
