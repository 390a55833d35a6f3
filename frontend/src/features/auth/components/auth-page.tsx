import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NeedsJavaScript } from '../../../components/ui/needs-javascript';
import { secondFactorGate } from '../../../lib/session/second-factor-gate';
import { selectSession } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { useReturnTo } from '../use-sign-in';

/**
 * The login and register pages: a centred card under a page heading. Rendered on the server too,
 * so a browser without JavaScript is told what signing in needs (`withoutJavaScript`).
 */
export function AuthPage({ title, withoutJavaScript, children }: { title: string; withoutJavaScript?: string; children: ReactNode }) {
  const session = useAppSelector((state) => selectSession(state));
  const returnTo = useReturnTo();
  const { state } = useLocation();
  // Someone already signed in has nothing to do here. The target is the same one useSignIn goes
  // to (the origin, else /), so this redirect can't race the one that follows a sign-in.
  const gate = secondFactorGate(session?.secondFactor);
  if (session) return <Navigate to={gate ?? returnTo} replace state={gate ? state : undefined} />;

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', textAlign: 'center', mb: 3 }}>
            {title}
          </Typography>
          {withoutJavaScript && <NeedsJavaScript>{withoutJavaScript}</NeedsJavaScript>}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
