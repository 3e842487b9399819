import clsx from 'clsx';

/** A resting shape while data loads; it pulses only for people who accept motion. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('rounded-lg bg-sand motion-safe:animate-pulse', className)} />;
}
