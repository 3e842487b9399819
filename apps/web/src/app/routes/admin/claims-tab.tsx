import { useParams } from 'react-router';
import { AdminClaimDetail } from '../../../features/admin-claims/components/admin-claim-detail';
import { AdminClaimsScreen } from '../../../features/admin-claims/components/admin-claims-screen';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * /admin/claims and /admin/claims/:claimId (issue 26 item 5): damage and wrong-piece claims, loaded as their own chunk
 * when the tab opens.
 */
export default function ClaimsTab() {
  usePageMeta('Claims · Admin');
  const { claimId } = useParams();
  return claimId ? <AdminClaimDetail key={claimId} claimId={claimId} /> : <AdminClaimsScreen />;
}
