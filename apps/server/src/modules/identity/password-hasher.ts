import argon2 from 'argon2';

/** argon2id with the library's recommended cost; one place so every hash is made the same way. */
export const passwordHasher = {
  hash: (password: string) => argon2.hash(password, { type: argon2.argon2id }),
  verify: (hash: string, password: string) => argon2.verify(hash, password),
};
