import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { StarRating } from '../../../components/ui/star-rating';
import { useMediaQuery, usePrefersReducedMotion } from '../../../lib/use-media-query';
import { TESTIMONIAL_STATS, TESTIMONIALS } from '../testimonials';
import { SectionHeading } from './section-heading';

/** Spec §9: a new slide every 5 s, 3 cards per slide (1 on a phone, 2 on a tablet). */
const ADVANCE_MS = 5000;

function usePerSlide() {
  const desktop = useMediaQuery('(min-width: 1024px)');
  const tablet = useMediaQuery('(min-width: 640px)');
  return desktop ? 3 : tablet ? 2 : 1;
}

/**
 * The testimonial carousel: auto-advances every 5 s, pauses on hover or keyboard focus, and has arrows, dots and
 * a pause button. With reduced motion it neither moves by itself nor animates.
 */
export function TestimonialCarousel() {
  const perSlide = usePerSlide();
  const reducedMotion = usePrefersReducedMotion();
  const slides = Math.ceil(TESTIMONIALS.length / perSlide);
  const [slide, setSlide] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const running = !reducedMotion && !paused && !hovered && !focused;

  useEffect(() => setSlide((s) => Math.min(s, slides - 1)), [slides]);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setSlide((s) => (s + 1) % slides), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running, slides]);

  const go = (next: number) => setSlide(((next % slides) + slides) % slides);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-sand/60 py-20 render-when-near">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="testimonials-heading" eyebrow={t`Testimonials`} title={t`What our customers say`} />

        <div
          className="relative mt-12"
          aria-roledescription={t`carousel`}
          aria-label={t`Customer reviews`}
          role="region"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div className="overflow-hidden">
            <ul
              className="flex motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out"
              style={{ transform: `translateX(-${slide * 100}%)` }}
              aria-live={running ? 'off' : 'polite'}
            >
              {TESTIMONIALS.map((review, i) => {
                const visible = Math.floor(i / perSlide) === slide;
                return (
                  <li
                    key={review.name}
                    aria-hidden={!visible}
                    className="shrink-0 px-3"
                    style={{ width: `${100 / perSlide}%` }}
                  >
                    <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200">
                      <Quote aria-hidden="true" className="h-8 w-8 text-turmeric" />
                      <StarRating rating={review.rating} className="mt-4" />
                      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">“{i18n._(review.text)}”</blockquote>
                      <figcaption className="mt-6 flex items-center gap-3 border-t border-stone-100 pt-5">
                        <span
                          aria-hidden="true"
                          className="flex h-11 w-11 items-center justify-center rounded-full bg-clay text-sm font-bold text-white"
                        >
                          {review.name.slice(0, 2).toUpperCase()}
                        </span>
                        <span>
                          <span className="block font-semibold text-ink">{review.name}</span>
                          <span className="block text-sm text-muted">
                            {i18n._(review.city)} · {i18n._(review.piece)}
                          </span>
                        </span>
                      </figcaption>
                    </figure>
                  </li>
                );
              })}
            </ul>
          </div>

          <div className="mt-8 flex items-center justify-center gap-3">
            <button
              type="button"
              onClick={() => go(slide - 1)}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-stone-200 hover:bg-paper"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">{t`Previous reviews`}</span>
            </button>
            <ul className="flex items-center gap-1" aria-label={t`Choose a slide`}>
              {Array.from({ length: slides }, (_, i) => {
                const n = i + 1;
                return (
                  <li key={i}>
                    <button
                      type="button"
                      onClick={() => go(i)}
                      aria-current={i === slide ? 'true' : undefined}
                      className="flex h-8 w-8 items-center justify-center rounded-full"
                    >
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'block h-2.5 rounded-full transition-all',
                          i === slide ? 'w-7 bg-clay' : 'w-2.5 bg-stone-400',
                        )}
                      />
                      <span className="sr-only">{t`Slide ${n} of ${slides}`}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              onClick={() => go(slide + 1)}
              className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-stone-200 hover:bg-paper"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">{t`Next reviews`}</span>
            </button>
            {!reducedMotion && (
              <button
                type="button"
                onClick={() => setPaused((p) => !p)}
                className="ml-2 flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-white"
              >
                {paused ? (
                  <Play aria-hidden="true" className="h-4 w-4" />
                ) : (
                  <Pause aria-hidden="true" className="h-4 w-4" />
                )}
                <span className="sr-only">{paused ? t`Play automatic slides` : t`Pause automatic slides`}</span>
              </button>
            )}
          </div>
        </div>

        <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-4 text-center">
          {TESTIMONIAL_STATS.map((s) => (
            <div key={s.value} className="flex flex-col-reverse justify-end">
              <dt className="text-sm text-muted">{i18n._(s.label)}</dt>
              <dd className="font-display text-3xl font-bold text-clay-dark sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
