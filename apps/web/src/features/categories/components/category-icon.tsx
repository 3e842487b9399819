import { Amphora, Circle, CircleDot, Flower2, Landmark, Sparkles, Sun } from 'lucide-react';
import type { CategoryCard } from '../category-catalogue';

const ICONS = { Sun, CircleDot, Circle, Flower2, Landmark, Amphora, Sparkles } as const;

export function CategoryIcon({ icon, className }: { icon: CategoryCard['icon']; className?: string }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className={className} />;
}
