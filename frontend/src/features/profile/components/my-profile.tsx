import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { useGetProfileQuery } from '../../../lib/profile/profile-api';
import { AddressBook } from './address-book';
import { DisplayNameForm } from './display-name-form';
import { ProfileForm } from './profile-form';

const panel = { p: { xs: 2, sm: 3 }, maxWidth: 720 } as const;

/** The signed-in user's profile: what they tell the shop about themselves, where their orders go, and their display name. */
export function MyProfile() {
  const user = useAppSelector(selectUser);
  const { data: profile, error, isFetching, refetch } = useGetProfileQuery(user?.email ?? '', { skip: !user });
  // A retry after a failed load shows the skeleton again rather than the stale error.
  const loading = !profile && (isFetching || !error);
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  if (!user) return null;

  return (
    <Box component="section" aria-labelledby="my-profile-title">
      <Typography id="my-profile-title" ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', mb: 2, '&:focus': { outline: 'none' } }}>
        My Profile
      </Typography>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={panel}>
          {loading ? (
            <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your profile">
              {[0, 1, 2, 3, 4, 5].map((row) => (
                <Skeleton key={row} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : profile ? (
            <ProfileForm profile={profile} user={user} />
          ) : (
            <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />
          )}
        </Paper>
        <Paper variant="outlined" sx={panel}>
          <AddressBook />
        </Paper>
        <Paper variant="outlined" sx={panel}>
          <DisplayNameForm currentName={user.name} />
        </Paper>
      </Stack>
    </Box>
  );
}
