import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { ResultNotice } from '../../../components/ui/result-notice';
import { formatDateTime } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import type { LiveSession } from '../../../types/api';
import { useEndMySessionMutation, useEndOtherSessionsMutation, useListMySessionsQuery } from '../api/sessions-api';

type Ending = { session: LiveSession } | { others: true };

const deviceOf = (session: LiveSession) => session.device ?? 'Unknown browser';
/** Enough to tell two sessions on the same browser apart, for a screen reader's button name. */
const nameOf = (session: LiveSession) => `${deviceOf(session)}, signed in ${formatDateTime(session.createdAt)}`;

function SessionCard({ session, onEnd }: { session: LiveSession; onEnd: () => void }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {deviceOf(session)}
          </Typography>
          {session.current && <Chip size="small" color="primary" label="This session" />}
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Signed in {formatDateTime(session.createdAt)}
          {session.address ? ` from ${session.address}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Expires {formatDateTime(session.expiresAt)}
        </Typography>
      </Box>
      {!session.current && (
        <Button variant="outlined" color="error" onClick={onEnd} aria-label={`End session: ${nameOf(session)}`}>
          End session
        </Button>
      )}
    </Paper>
  );
}

/**
 * Where the signed-in person is signed in: each live session, this one marked, and a way to end a
 * session they don't recognise, or all but this one. An ended session is refused at its next request.
 */
export function YourSessions() {
  const titleId = useId();
  const query = useListMySessionsQuery();
  const [endOne, endOneState] = useEndMySessionMutation();
  const [endOthers, endOthersState] = useEndOtherSessionsMutation();
  const [ending, setEnding] = useState<Ending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!query.isFetching);
  const sessions = query.data?.items ?? [];
  const others = sessions.filter((session) => !session.current);
  const state = ending && 'others' in ending ? endOthersState : endOneState;

  const close = () => {
    setEnding(null);
    endOneState.reset();
    endOthersState.reset();
  };

  const confirm = async () => {
    if (!ending) return;
    const result = 'others' in ending ? await endOthers() : await endOne(ending.session._id);
    if ('error' in result) return;
    setNotice('others' in ending ? 'Your other sessions have ended.' : `The session on ${deviceOf(ending.session)} has ended.`);
    close();
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', '&:focus': { outline: 'none' } }}>
          Your Sessions
        </Typography>
        {others.length > 0 && (
          <Button variant="outlined" color="error" onClick={() => setEnding({ others: true })}>
            End all other sessions
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Everywhere you are signed in. End a session you don’t recognise: it is signed out at its next request.
      </Typography>
      {notice && (
        <ResultNotice onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </ResultNotice>
      )}
      {query.isLoading ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading sessions">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : !query.data ? (
        <ErrorState message={problemMessage(query.error)} onRetry={() => retry(query.refetch)} />
      ) : (
        <>
          <Stack component="ul" spacing={1.5} aria-label="Signed-in sessions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {sessions.map((session) => (
              <SessionCard key={session._id} session={session} onEnd={() => setEnding({ session })} />
            ))}
          </Stack>
          {others.length === 0 && <Typography sx={{ mt: 2 }}>You are not signed in anywhere else.</Typography>}
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending && 'others' in ending ? 'End all your other sessions?' : 'End this session?'}
        message={
          ending && 'session' in ending
            ? `${nameOf(ending.session)} will be signed out at its next request.`
            : `The ${others.length === 1 ? 'other session' : `${others.length} other sessions`} will be signed out at their next request. This one stays signed in.`
        }
        confirmLabel="End"
        cancelLabel="Keep"
        busy={state.isLoading}
        error={state.isError ? problemMessage(state.error) : undefined}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </Box>
  );
}
