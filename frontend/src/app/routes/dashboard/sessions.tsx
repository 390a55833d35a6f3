import { YourSessions } from '../../../features/sessions/components/your-sessions';
import { PageTitle } from '../../../components/layout/page-title';

export default function SessionsRoute() {
  return (
    <>
      <PageTitle>Your Sessions</PageTitle>
      <YourSessions />
    </>
  );
}
