/** A catalogue: messages in vue-i18n's syntax (`{name}` placeholders, `a | b` plural forms), nested by area. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same keys as the English tree, each a string: what another language must provide, no more, no less. */
export type TranslationOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]> };

/** Every message's key as a dotted path ("grid.toolbar.find"). */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every leaf of a tree with its dotted key, in order. */
export function* messageEntries(tree: MessageTree, prefix = ''): Generator<[key: string, message: string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [prefix + key, value];
    else yield* messageEntries(value, `${prefix}${key}.`);
  }
}
