// The built Storybook at /storybook, so a designer reviews the screens of the version that is
// running (development only: the config refuses STORYBOOK_DIR anywhere else). It comes before the
// shop's security headers: Storybook's pages run inline scripts and frame one another, and its
// stories call the mocked services the shop's Content Security Policy leaves out.
import express, { Router } from 'express';
import { sendProblem } from '../shared/error-handler.js';
import { statusTitle } from '../shared/problem.js';

export function storybookSite(dir: string): Router {
  const router = Router({ caseSensitive: true, strict: true });
  // Rebuilt by every `npm start` that finds it stale, so nothing is cached; /storybook goes to /storybook/.
  router.use(express.static(dir, { maxAge: 0 }));
  router.use((req, res) => sendProblem(res, { type: 'about:blank', title: statusTitle(404), status: 404, detail: `Storybook has no ${req.path}.` }));
  return router;
}
