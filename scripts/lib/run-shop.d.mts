export function unthrottled(options?: { unpaid?: boolean }): Record<string, string>;
export function freePort(): Promise<number>;
export function startShop(options: { emulatorConfig: string; label: string; env?: Record<string, string> }): Promise<{ url: string; dataDir: string; pid: number; stop: () => Promise<void> }>;
