// The Firebase Auth Emulator's ports for every run that starts one beside `npm start` (whose own,
// 9099/4400/4500, stay in the committed firebase.json): kept in one table so no two collide. Each
// run writes its config into its own folder and hands it to `firebase emulators:start --config`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// EMULATOR_PORT_OFFSET shifts them all, so two checkouts on one machine can run their tests at once.
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const shifted = (ports) => Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset]));

export const EMULATOR_PORTS = {
  test: shifted({ auth: 9199, hub: 4410, logging: 4510 }),
  e2e: shifted({ auth: 9299, hub: 4420, logging: 4520 }),
  bench: shifted({ auth: 9399, hub: 4430, logging: 4530 }),
  soak: shifted({ auth: 9499, hub: 4440, logging: 4540 }),
};

const HOST = '127.0.0.1';

/** The Auth Emulator's address on these ports, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
export const authEmulatorHost = (ports) => `${HOST}:${ports.auth}`;

/**
 * Writes a firebase.json that runs the Auth Emulator alone on these ports into `dir`.
 * @param {string} dir
 * @param {{ auth: number, hub: number, logging: number }} ports
 * @returns {string} the file's path, for `--config`
 */
export function writeEmulatorConfig(dir, { auth, hub, logging }) {
  const config = {
    emulators: {
      auth: { port: auth, host: HOST },
      hub: { port: hub, host: HOST },
      logging: { port: logging, host: HOST },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const path = join(dir, 'firebase.json');
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}
