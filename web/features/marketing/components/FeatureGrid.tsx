import { cn } from '@/components/ui/cn';
import { Icon, type IconName } from './icons';

export interface Feature {
  icon: IconName;
  title: string;
  body: string;
}

/** Feature cards: an icon, a title and a short explanation each. */
export function FeatureGrid({ features, className }: { features: readonly Feature[]; className?: string }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {features.map((feature) => (
        <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={feature.icon} />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}
