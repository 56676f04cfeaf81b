/** The shape of a catalogue in another language: the same keys as the Chinese one, words of its own. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
