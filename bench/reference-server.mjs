// The two yardsticks for the catalogue read: the same response bytes from a bare node:http server
// (the platform's ceiling) and from a minimal Express 5 app with one route (the framework's floor).
// Run as a child process so that it, like the shop, has a core of its own to compete for.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import express from 'express';

const [kind, port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) };

if (kind === 'node') {
  http.createServer((_request, response) => response.writeHead(200, headers).end(body)).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
} else {
  const app = express();
  app.get('/api/products', (_request, response) => {
    response.set(headers).end(body);
  });
  app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}
