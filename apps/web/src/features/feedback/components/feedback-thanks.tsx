import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button';

const REDIRECT_SECONDS = 5;

/** The thank-you panel: counts down 5 seconds, then goes to /products (spec §2, §9). */
export function FeedbackThanks({ message }: { message: string }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      navigate('/products');
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <div className="flex flex-col items-center rounded-3xl border border-green-200 bg-green-50 px-6 py-12 text-center">
      <CheckCircle2 aria-hidden="true" className="h-14 w-14 text-green-700" />
      <h2 className="mt-4 font-display text-3xl text-clay-dark">{message}</h2>
      <p className="mt-2 max-w-md text-ink">
        <Trans>Every note is read by the team and the artisans. It helps us make Kala better.</Trans>
      </p>
      <p className="mt-4 text-sm text-muted" role="status">
        {plural(left, {
          one: 'Taking you to our products in # second…',
          other: 'Taking you to our products in # seconds…',
        })}
      </p>
      <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
        <Trans>Browse Products Now</Trans>
      </Link>
    </div>
  );
}
