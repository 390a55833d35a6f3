// Runtime settings come from the server, so one build runs in every environment.
import type { RuntimeConfig } from '../types/api';
import { apiBaseUrl } from './api';

let pending: Promise<RuntimeConfig> | undefined;

export function runtimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetch(`${apiBaseUrl}/config`).then(async (response) => {
    if (!response.ok) {
      pending = undefined;
      throw new Error('The shop’s settings could not be loaded.');
    }
    return (await response.json()) as RuntimeConfig;
  });
  return pending;
}

/** Forgets the loaded settings, as a new page load would (tests switch providers between cases). */
export function forgetRuntimeConfig(): void {
  pending = undefined;
}
