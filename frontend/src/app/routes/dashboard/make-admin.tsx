import { MakeAdmin } from '../../../features/users/components/make-admin';
import { PageTitle } from '../../../components/layout/page-title';

export default function MakeAdminRoute() {
  return (
    <>
      <PageTitle>Make Admin</PageTitle>
      <MakeAdmin />
    </>
  );
}
