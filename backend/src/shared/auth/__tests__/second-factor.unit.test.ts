import { describe, expect, it } from 'vitest';
import { secondFactorState } from '../second-factor.js';

describe('what a session still needs of the second factor', () => {
  it('when the facts vary, then customers never need it, enrolled staff need a code until they give one, and others need enrolment only when required', () => {
    const facts = { enrolled: false, required: false, verified: false };
    expect(secondFactorState({ role: 'customer', ...facts, enrolled: true, required: true })).toBe('not_needed');
    expect(secondFactorState({ role: 'support', ...facts })).toBe('not_needed');
    expect(secondFactorState({ role: 'support', ...facts, required: true })).toBe('enrolment_required');
    expect(secondFactorState({ role: 'owner', ...facts, enrolled: true })).toBe('code_required');
    expect(secondFactorState({ role: 'owner', ...facts, enrolled: true, required: true, verified: true })).toBe('verified');
  });
});
