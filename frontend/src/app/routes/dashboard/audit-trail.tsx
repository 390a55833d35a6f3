import { AuditTrail } from '../../../features/audit/components/audit-trail';
import { PageTitle } from '../../../components/layout/page-title';

export default function AuditTrailRoute() {
  return (
    <>
      <PageTitle>Audit Trail</PageTitle>
      <AuditTrail />
    </>
  );
}
