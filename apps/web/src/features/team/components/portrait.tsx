import type { TeamMember } from '../team-members';

/** A drawn portrait in the member's colours: background, shoulders, face, hair. Decorative (the name is beside it). */
export function Portrait({ member, className }: { member: TeamMember; className?: string }) {
  const { background, skin, hair, garment, hairStyle } = member.image;
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className={className}>
      <rect width="200" height="200" fill={background} />
      {Array.from({ length: 12 }, (_, i) => (
        <circle
          key={i}
          // Rounded: the server's and the browser's Math.cos may differ in the last digit, failing hydration.
          cx={Math.round(100 + 82 * Math.cos((i * Math.PI) / 6))}
          cy={Math.round(100 + 82 * Math.sin((i * Math.PI) / 6))}
          r="4"
          fill="#fdf8f1"
          opacity="0.25"
        />
      ))}
      {hairStyle === 'long' && <path d="M58 88 Q58 40 100 38 Q142 40 142 88 V150 H58 Z" fill={hair} />}
      <path d="M40 200 Q44 148 100 140 Q156 148 160 200 Z" fill={garment} />
      <rect x="88" y="118" width="24" height="26" rx="10" fill={skin} />
      <ellipse cx="100" cy="92" rx="32" ry="37" fill={skin} />
      {hairStyle === 'bun' && (
        <>
          <circle cx="100" cy="46" r="16" fill={hair} />
          <path d="M67 90 Q66 56 100 54 Q134 56 133 90 Q124 68 100 68 Q76 68 67 90 Z" fill={hair} />
        </>
      )}
      {hairStyle === 'short' && (
        <path d="M67 88 Q64 52 100 52 Q136 52 133 88 Q128 70 100 66 Q74 68 67 88 Z" fill={hair} />
      )}
      {hairStyle === 'long' && (
        <path d="M66 92 Q64 54 100 54 Q136 54 134 92 Q126 66 100 66 Q74 66 66 92 Z" fill={hair} />
      )}
      {hairStyle === 'turban' && (
        <path d="M64 84 Q62 46 100 44 Q138 46 136 84 Q118 70 100 72 Q82 70 64 84 Z" fill={hair} />
      )}
      <circle cx="88" cy="94" r="3" fill="#292524" />
      <circle cx="112" cy="94" r="3" fill="#292524" />
      <path d="M90 110 Q100 117 110 110" stroke="#7c2d12" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      {member.image.hairStyle !== 'short' && <circle cx="100" cy="80" r="2.5" fill="#be123c" />}
    </svg>
  );
}
