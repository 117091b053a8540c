import http from 'node:http';
import { parseArgs } from 'node:util';
import { answerControl, type PortalListener } from './control';
import { json, sendResponse, toRequest } from './node-bridge';
import { answerPortal, type NoAnswer } from './portal';
import { CONTROL_PATH, PORTAL_PATH } from './protocol';
import { MockCmsState } from './state';

/**
 * A controllable CMS for end-to-end tests: `tsx tests/e2e/support/mock-cms/serve.ts --port 3110 --control-port 3111`.
 * The portal port serves `/api/portal/v1/*` through the embedded CMS (same fixtures, same answers) and
 * `/__control/*`; the control port serves `/__control/*` only, and stays open while the portal port is closed.
 */
const { values } = parseArgs({ options: { port: { type: 'string' }, 'control-port': { type: 'string' } } });
const port = Number(values.port);
const controlPort = Number(values['control-port']);
if (!Number.isInteger(port) || !Number.isInteger(controlPort)) throw new Error('usage: serve.ts --port <n> --control-port <n>');
const HOST = '127.0.0.1';

const state = new MockCmsState();

function createServer(servesPortal: boolean): http.Server {
  return http.createServer((req, res) => {
    void (async () => {
      const request = await toRequest(req, `http://${req.headers.host ?? HOST}`);
      const { pathname } = new URL(request.url);
      let response: Response | NoAnswer;
      if (pathname.startsWith(`${CONTROL_PATH}/`)) response = await answerControl(state, listener, request);
      else if (servesPortal && pathname.startsWith(`${PORTAL_PATH}/`)) response = await answerPortal(state, request, req.socket.remoteAddress);
      else response = json(404, { error: `nothing at ${pathname}` });
      // A hanging call keeps its socket open and unanswered; the client's timeout closes it.
      if (response === 'drop') req.socket.destroy();
      else if (response !== 'hang') await sendResponse(res, response);
    })().catch((error: unknown) => {
      console.error('[mock-cms]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

const portalServer = createServer(true);

const listener: PortalListener = {
  open: () =>
    new Promise<void>((resolve, reject) => {
      if (portalServer.listening) return resolve();
      portalServer.once('error', reject);
      portalServer.listen(port, HOST, () => {
        portalServer.off('error', reject);
        resolve();
      });
    }),
  close: () =>
    new Promise<void>((resolve) => {
      if (!portalServer.listening) return resolve();
      // Kept-alive sockets would still carry calls: drop them so the next call meets a refused connection.
      portalServer.close(() => resolve());
      portalServer.closeAllConnections();
    }),
};

// Control first: once the portal port answers (what Playwright waits for), both are up.
await new Promise<void>((resolve) => createServer(false).listen(controlPort, HOST, resolve));
await listener.open();
console.log(`[mock-cms] portal on http://${HOST}:${port}${PORTAL_PATH}, control on http://${HOST}:${controlPort}${CONTROL_PATH}`);
