import {
  compile,
  createCoreContext,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  resolveValue,
  translate,
  type CoreContext,
} from '@intlify/core-base';
import { activeLocale } from './active-locale';
import { CATALOGUES, type UiMessageKey } from './catalogues';
import { FALLBACK_LOCALE, type Locale } from './locales';

// vue-i18n registers these itself; main, the CLI and shared code use the same core without Vue.
registerMessageCompiler(compile);
registerMessageResolver(resolveValue);
registerLocaleFallbacker(fallbackWithLocaleChain);

export type MessageParams = Record<string, unknown>;

let context: CoreContext<string> | null = null;

function contextFor(locale: Locale): CoreContext<string> {
  if (!context) {
    context = createCoreContext({
      locale,
      fallbackLocale: FALLBACK_LOCALE,
      messages: CATALOGUES as never,
      missingWarn: false,
      fallbackWarn: false,
      // Main and the CLI write plain text, never HTML: "<loc>" and "<command>" are words, not markup.
      warnHtmlMessage: false,
    }) as CoreContext<string>;
  }
  context.locale = locale;
  return context;
}

/**
 * A message of the catalogues in the active language (or the one given), with vue-i18n's own
 * semantics, so main's menus, the CLI and shared code word things as the renderer does. `count`
 * picks a plural form and is also `{count}` and `{n}` in the message.
 */
export function translateMessage(
  key: UiMessageKey,
  params: MessageParams = {},
  options: { count?: number; locale?: Locale } = {},
): string {
  const ctx = contextFor(options.locale ?? activeLocale());
  const named = options.count === undefined ? params : { count: options.count, n: options.count, ...params };
  const text = translate(ctx, key, named, options.count === undefined ? {} : { plural: options.count });
  return typeof text === 'string' ? text : String(text);
}
