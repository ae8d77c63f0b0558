import { Siren } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { EMERGENCY_NUMBERS } from '../hotlines';

/** First on the page: in immediate danger, the local emergency number comes before any helpline. */
export function EmergencyNotice() {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border-2 border-brand-deep bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blush text-brand-deep"
        >
          <Siren className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-extrabold text-ink">
            In immediate danger?
          </h2>
          <p className="mt-1 text-ink">
            If you or someone else is in danger right now, or has been seriously hurt, call your local emergency
            number.
          </p>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-blush">
        {EMERGENCY_NUMBERS.map(({ where, numbers }) => (
          <li key={where} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
            <span className="font-semibold text-ink">{where}</span>
            <span className="flex flex-wrap gap-2">
              {numbers.map(({ number, dial }) => (
                <a key={dial} href={`tel:${dial}`} className={buttonClasses('primary')}>
                  Call {number}
                </a>
              ))}
            </span>
          </li>
        ))}
        <li className="py-2 text-ink-muted">Anywhere else: your local emergency number.</li>
      </ul>
    </section>
  );
}
