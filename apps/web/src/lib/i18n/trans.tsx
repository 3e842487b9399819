import { i18n } from '@lingui/core';
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/** What the <Trans> macro passes: the message, its values and the elements its <0>…</0> tags stand for. */
interface TransProps {
  /** Absent for plain text, whose English is its key (scripts/lingui-macro.ts). */
  id?: string;
  message?: unknown;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/;

/** The translated text with its numbered tags turned back into the elements they stand for (as Lingui's Trans). */
function withElements(text: string, components: Record<string, ReactElement>, key = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let index = 0;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const element = components[match[1] ?? match[3] ?? ''];
    const inner = match[2];
    const childKey = `${key}${index++}`;
    if (isValidElement(element)) {
      const children =
        inner === undefined
          ? (element.props as { children?: ReactNode }).children
          : withElements(inner, components, `${childKey}.`);
      out.push(cloneElement(element, { key: childKey }, children));
    } else if (inner) {
      out.push(<Fragment key={childKey}>{withElements(inner, components, `${childKey}.`)}</Fragment>);
    }
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * What `<Trans>` from '@lingui/react/macro' compiles to here (lingui.config.ts's runtimeConfigModule): the message in
 * the page's language on the one global `i18n`, with no I18nProvider. A page's language never changes while it is
 * open (the switch is a link to the other language's address), so nothing re-renders on a change of language, and a
 * component renders in a test without any wrapper.
 */
export function Trans({ id, message, values, components = {} }: TransProps) {
  const text = i18n._({ id, message, values } as never);
  return <>{withElements(text, components)}</>;
}
