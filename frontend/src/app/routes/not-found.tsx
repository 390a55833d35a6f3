import { NotFoundNotice } from '../../components/layout/not-found-notice';
import { PageTitle } from '../../components/layout/page-title';

export default function NotFoundRoute() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <NotFoundNotice title="Page not found" />
    </>
  );
}
