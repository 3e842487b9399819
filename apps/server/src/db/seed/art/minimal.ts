/**
 * Circle minimal art: a round canvas in a thin wooden rim with a few calm shapes (overlapping discs,
 * a half moon, a horizon line, thin gold orbits) on a warm off-white ground. Restraint is the point,
 * so the generator places only three or four elements and lets texture carry the rest.
 */
import type { Rng } from '../prng.ts';
import { type Artwork, circle, f, weave } from './svg-kit.ts';

export type MinimalVariant = 'eclipse' | 'balance' | 'orbit' | 'stack';

const GROUNDS = ['#f3ede3', '#efe6d8', '#ece7df', '#f2e8e1', '#e9e4da'] as const;
const INKS = [
  ['#c0714f', '#e3b68c', '#2f2f2f'],
  ['#7b8c6f', '#d9b48f', '#3a3a36'],
  ['#d4a259', '#b4533c', '#28303a'],
  ['#a5a58d', '#cb997e', '#6b705c'],
  ['#e07a5f', '#3d405b', '#f2cc8f'],
  ['#8d6b94', '#e6b8a2', '#3c3c3c'],
] as const;
const GOLD = '#c9a44c';

export function minimalArt(rng: Rng, variant: MinimalVariant): Artwork {
  const ground = rng.pick(GROUNDS);
  const [a, b, ink] = rng.pick(INKS);
  const c = 500;
  let body = circle(c, c, 492, '#b98e62') + circle(c, c, 478, ground);
  body += `<clipPath id="min-clip"><circle cx="500" cy="500" r="478"/></clipPath><g clip-path="url(#min-clip)">`;
  switch (variant) {
    case 'eclipse': {
      const dx = rng.range(70, 130);
      body += circle(c - dx, c + 10, 230, a) + circle(c + dx, c - 10, 230, b, 'opacity="0.82"');
      body += circle(c + dx * 0.2, c, 300, 'none', `stroke="${GOLD}" stroke-width="3"`);
      break;
    }
    case 'balance': {
      const y = rng.range(580, 680);
      const r = rng.range(150, 230);
      const x = c + rng.range(-90, 90);
      const side = rng.chance(0.5) ? 1 : -1;
      body += `<path d="M120 ${f(y)}H880" stroke="${ink}" stroke-width="4"/>`;
      body += `<path d="M${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z" fill="${a}"/>`;
      body += circle(x + side * rng.range(80, 200), y - r - rng.range(90, 170), rng.range(40, 70), b);
      body += circle(c - side * 230, y + 120, 12, GOLD);
      break;
    }
    case 'orbit': {
      const ox = c + rng.range(-80, 80);
      const oy = c + rng.range(-60, 60);
      for (let i = 1; i <= 5; i++)
        body += circle(
          ox,
          oy,
          60 + i * 62,
          'none',
          `stroke="${i % 2 ? GOLD : ink}" stroke-width="${i % 2 ? 3 : 1.5}" opacity="0.9"`,
        );
      body += circle(ox, oy, 70, a);
      const angle = rng.range(0, Math.PI * 2);
      body += circle(ox + Math.cos(angle) * 246, oy + Math.sin(angle) * 246, 30, b);
      break;
    }
    case 'stack': {
      body += `<path d="M${c - 220} 780A220 220 0 0 1 ${c + 220} 780Z" fill="${a}"/>`;
      body += circle(c, 430, 150, b);
      body += `<path d="M${c} 120V320" stroke="${ink}" stroke-width="4"/>`;
      body += `<path d="M${c - 260} 780H${c + 260}" stroke="${GOLD}" stroke-width="4"/>`;
      break;
    }
  }
  // Canvas weave, and a little speckle in the paint.
  body += weave(1000, 1000, 8);
  for (let i = 0; i < 60; i++)
    body += circle(rng.range(40, 960), rng.range(40, 960), rng.range(0.8, 2.2), '#6b5a48', 'opacity="0.18"');
  body += `</g>`;
  return {
    width: 1000,
    height: 1000,
    shape: 'round',
    body,
    focus: { x: 0.5, y: 0.45 },
    walls: ['#e7ded2', '#d8d2c8', '#e9e6e0', '#cfd6cc', '#ead9cc'],
  };
}
