/**
 * Lingui's runtime, cut to what the storefront uses (issue 28, docs/decisions/044-storefront-languages.md): the web
 * build resolves '@lingui/core' here (scripts/lingui-macro.ts), so the code Lingui's macros write, `i18n._(…)`, runs
 * on 1 KiB instead of 3. It formats Lingui's compiled messages exactly as @lingui/core 6 does (placeholders, plural,
 * selectordinal, select, number; dates are formatted before they go in: lib/i18n formatDate), without its events, warnings or run-time message compiler (every message
 * is compiled at build time). Types stay @lingui/core's.
 */
type Token = string | [name: string, type?: string, format?: unknown];
type Compiled = string | Token[];
type Messages = Record<string, Compiled>;
type Values = Record<string, unknown>;
interface Descriptor {
  id?: string;
  message?: Compiled;
  values?: Values;
}

function pluralCase(locales: string[], ordinal: boolean, value: number, cases: Record<string, unknown>) {
  const { offset = 0, ...rest } = cases as { offset?: number } & Record<string, unknown>;
  const exact = rest[String(value)];
  if (exact !== undefined) return exact;
  return (
    rest[new Intl.PluralRules(locales, { type: ordinal ? 'ordinal' : 'cardinal' }).select(value - offset)] ?? rest.other
  );
}

function format(tokens: Compiled, values: Values, locales: string[]): string {
  const number = (value: unknown, style?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locales, style).format(value as number);
  const walk = (parts: unknown, octothorpe?: string): string => {
    if (!Array.isArray(parts)) return typeof parts === 'string' ? parts : '';
    let out = '';
    for (const token of parts as Token[]) {
      if (typeof token === 'string') {
        out += token === '#' && octothorpe !== undefined ? octothorpe : token;
        continue;
      }
      const [name, type, style] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const cases = style as Record<string, unknown>;
        const offset = (cases.offset as number | undefined) ?? 0;
        const chosen = pluralCase(locales, type === 'selectordinal', value as number, cases);
        out += walk(chosen, number((value as number) - offset));
      } else if (type === 'select') {
        const cases = style as Record<string, unknown>;
        out += walk(Object.prototype.hasOwnProperty.call(cases, String(value)) ? cases[String(value)] : cases.other);
      } else if (type === 'number') {
        out += number(value, typeof style === 'string' ? ({ style } as Intl.NumberFormatOptions) : undefined);
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  return walk(tokens);
}

export class I18n {
  private _locale = '';
  private _locales: string[] | undefined;
  private _messages: Record<string, Messages> = {};

  get locale(): string {
    return this._locale;
  }

  get locales(): string[] | undefined {
    return this._locales;
  }

  get messages(): Messages {
    return this._messages[this._locale] ?? {};
  }

  load(locale: string, messages: Messages): void {
    this._messages[locale] = { ...this._messages[locale], ...messages };
  }

  activate(locale: string, locales?: string[]): void {
    this._locale = locale;
    this._locales = locales;
  }

  loadAndActivate({ locale, locales, messages }: { locale: string; locales?: string[]; messages: Messages }): void {
    this._messages[locale] = messages;
    this.activate(locale, locales);
  }

  /** A message: its translation in the active language, else its own (English) text, formatted with `values`. */
  _(id: string | Descriptor, values?: Values, options?: { message?: Compiled }): string {
    const descriptor = typeof id === 'string' ? undefined : id;
    const message = descriptor ? descriptor.message : options?.message;
    if (descriptor) values = descriptor.values ?? values;
    // A plain-text message carries no id: its English is its key (scripts/lingui-macro.ts).
    const key = typeof id === 'string' ? id : (id.id ?? (typeof message === 'string' ? message : ''));
    const messages = this.messages;
    const translation =
      messages[key] ?? (typeof message === 'string' ? messages[message] : undefined) ?? message ?? key;
    if (typeof translation === 'string') return translation;
    return format(translation, values ?? {}, this._locales ?? [this._locale]);
  }

  t = this._.bind(this);
}

export const i18n = new I18n();
