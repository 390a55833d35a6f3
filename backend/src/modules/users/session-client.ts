import type { Request } from 'express';
import { deviceSummary } from './device-summary.js';
import type { SessionClient } from './sessions.repository.js';

/** Where and on what a sign-in happens, as "Your sessions" shows it. */
export const clientOf = (req: Request): SessionClient => ({ address: req.ip?.slice(0, 64) ?? null, device: deviceSummary(req.get('user-agent')) });
