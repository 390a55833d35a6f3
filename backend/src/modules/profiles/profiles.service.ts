import type { Profile, ProfileInput } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import { assertAccountAccess } from '../../shared/auth/ownership.js';
import { notFound } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { ProfileRecord, ProfilesRepository } from './profiles.repository.js';

// Name and email are the identity's, never the form's: they come from the users table.
function toProfileDto(user: { name: string; email: string }, profile: ProfileRecord | undefined): Profile {
  if (!profile) return { name: user.name, email: user.email };
  return {
    name: user.name,
    email: user.email,
    ...(profile.education ? { education: profile.education } : {}),
    ...(profile.location ? { location: profile.location } : {}),
    phone: profile.phone,
    ...(profile.address ? { address: profile.address } : {}),
    ...(profile.linkedin ? { linkedin: profile.linkedin } : {}),
  };
}

export function createProfilesService(deps: {
  db: Database;
  profilesRepository: ProfilesRepository;
  findUser: (email: string) => Promise<{ id: string; name: string; email: string } | undefined>;
}) {
  const { profilesRepository } = deps;
  return {
    async getProfile(caller: AuthenticatedUser, email: string): Promise<Profile> {
      assertAccountAccess('self or staff', caller, email);
      const user = email === caller.email ? caller : await deps.findUser(email);
      if (!user) throw notFound('No user with that email.');
      return toProfileDto(user, await profilesRepository.findByUserId(user.id));
    },

    async updateProfile(caller: AuthenticatedUser, email: string, input: ProfileInput): Promise<Profile> {
      assertAccountAccess('owner only', caller, email, 'You can only change your own profile.');
      const linkedin = input.linkedin?.trim();
      const address = input.address?.trim();
      const profile = await deps.db.write((transaction) =>
        profilesRepository.save(
          {
            userId: caller.id,
            // Optional, and stored empty when not given: the columns predate that and stay NOT NULL.
            education: input.education?.trim() ?? '',
            location: input.location?.trim() ?? '',
            phone: input.phone.trim(),
            address: address ? address : null,
            // Leaving an optional field out clears it like the empty string does: the form sends the whole profile.
            linkedin: linkedin ? linkedin : null,
          },
          transaction,
        ),
      );
      return toProfileDto(caller, profile);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
