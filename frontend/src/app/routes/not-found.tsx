import { NotFoundNotice } from '../../components/layout/not-found-notice';

export default function NotFoundRoute() {
  return <NotFoundNotice title="Page not found" />;
}
