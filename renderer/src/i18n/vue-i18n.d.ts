import type { EnglishMessages } from '../../../shared/i18n/catalogues';

// Types every `t`/`$t` key against the English catalogue: a key that does not exist does not compile.
declare module 'vue-i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefineLocaleMessage extends EnglishMessages {}
}
