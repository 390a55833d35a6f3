import type { EmulatorPorts } from './emulator-config.mjs';

export function unthrottled(options?: { unpaid?: boolean }): Record<string, string>;
export function freePort(): Promise<number>;
export function startShop(options: { emulatorPorts: EmulatorPorts; label: string; env?: Record<string, string> }): Promise<{
  url: string;
  /** The shop's mail catcher (maildev): its web inbox, and its REST API at `/api/email`. */
  mailUrl: string;
  dataDir: string;
  emulatorHost: string;
  pid: number;
  stop: () => Promise<void>;
}>;
