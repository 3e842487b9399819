import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { AccountSummary } from '../../features/account/components/account-summary';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { MarketingConsentForm } from '../../features/account/components/marketing-consent-form';
import { ProfileForm } from '../../features/account/components/profile-form';
import { SignedInDevices } from '../../features/account/components/signed-in-devices';
import { LatestOrders } from '../../features/orders/components/latest-orders';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

type Tab = 'orders' | 'profile';

const tabClass =
  'rounded-full px-5 py-2 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-clay data-[state=active]:text-white';

/**
 * /dashboard (spec §2): tabs Orders (the three latest, in rupees) and Profile. The tab is kept in the address
 * (?tab=profile) so it can be linked.
 */
export default function DashboardPage() {
  usePageMeta(t`Your Account`);
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'profile' ? 'profile' : 'orders';
  if (!user) return null; // the route guard sends signed-out visitors to /login

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <AccountSummary user={user} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'orders' ? {} : { tab: value }, { replace: true })}
        className="mt-8"
      >
        <Tabs.List
          aria-label={t`Your account`}
          className="inline-flex gap-1 rounded-full border border-stone-200 bg-white p-1"
        >
          <Tabs.Trigger value="orders" className={tabClass}>
            <Trans>Orders</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" className={tabClass}>
            <Trans>Profile</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orders" className="mt-6 focus-visible:outline-3">
          <LatestOrders />
        </Tabs.Content>
        <Tabs.Content value="profile" className="mt-6 grid gap-6 lg:grid-cols-2">
          <section className="rounded-3xl border border-stone-200 bg-white p-6">
            <ProfileForm key={user._id} user={user} />
          </section>
          <section className="rounded-3xl border border-stone-200 bg-white p-6">
            <ChangePasswordForm />
          </section>
          <section
            aria-labelledby="marketing-heading"
            className="rounded-3xl border border-stone-200 bg-white p-6 lg:col-span-2"
          >
            <MarketingConsentForm />
          </section>
          <section
            aria-labelledby="devices-heading"
            className="rounded-3xl border border-stone-200 bg-white p-6 lg:col-span-2"
          >
            <SignedInDevices />
          </section>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
