import type { ReactNode } from 'react';
import { getLocale } from '../../../lib/i18n';

/**
 * The eyebrow's wide letter spacing, in English only: spacing tears apart the joined letters of Devanagari (Hindi's
 * 'ग्राहकों' would read 'ग्रा ह कों').
 */
export function eyebrowTracking(): string {
  return getLocale() === 'hi' ? '' : 'tracking-[0.2em]';
}

/** The eyebrow, heading and intro every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className={`text-sm font-semibold uppercase ${eyebrowTracking()} text-clay`}>{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display text-3xl text-ink sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div>}
    </div>
  );
}
