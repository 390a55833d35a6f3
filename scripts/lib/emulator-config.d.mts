export interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}
export const EMULATOR_PORTS: Record<'test' | 'e2e' | 'bench' | 'soak', EmulatorPorts>;
export function authEmulatorHost(ports: EmulatorPorts): string;
export function writeEmulatorConfig(dir: string, ports: EmulatorPorts): string;
