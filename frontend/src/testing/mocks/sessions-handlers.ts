// Each signed-in person's sessions, as the server lists and ends them: the mock's tokens name only
// their user, so the first of a person's sessions stands for the one asking.
import type { LiveSession } from '../../types/api';
import { liveSessionFixtures } from '../fixtures/sessions';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';

const signInAgain = problem(401, 'Unauthorized', 'Please sign in to continue.');

function sessionsOf(email: string): LiveSession[] {
  mockShop.sessions[email] ??= liveSessionFixtures();
  return mockShop.sessions[email];
}

export const sessionsHandlers = [
  http.get('/sessions', ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    return response(200).json({ items: sessionsOf(user.email) });
  }),
  http.delete('/sessions/{id}', ({ params, request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    const sessions = sessionsOf(user.email);
    if (!sessions.some((session) => session._id === params.id)) return response(404).json(problem(404, 'Not Found', 'No such session of yours is open.'));
    mockShop.sessions[user.email] = sessions.filter((session) => session._id !== params.id);
    return response(204).empty();
  }),
  http.delete('/sessions', ({ request, response }) => {
    const user = caller(request);
    if (!user) return response(401).json(signInAgain);
    mockShop.sessions[user.email] = sessionsOf(user.email).filter((session) => session.current);
    return response(204).empty();
  }),
];
