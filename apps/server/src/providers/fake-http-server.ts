import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeHandler = (request: IncomingMessage, response: ServerResponse, body: string) => Promise<void> | void;

/**
 * A plain HTTP server on 127.0.0.1 and a free port, for the fake providers. `stop` closes kept-alive
 * sockets too (fetch keeps them open), so a test run ends promptly.
 */
export class FakeHttpServer {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(private readonly handler: FakeHandler) {}

  async start(): Promise<string> {
    if (this.server) throw new Error('the fake is already started');
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        Promise.resolve(this.handler(request, response, Buffer.concat(chunks).toString('utf8'))).catch(
          (error: unknown) => {
            if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
            response.end(`fake failed: ${error instanceof Error ? error.message : String(error)}`);
          },
        );
      });
    });
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  sendText(response, status, typeof body === 'string' ? body : JSON.stringify(body), 'application/json;charset=utf-8');
}

export function sendText(response: ServerResponse, status: number, text: string, contentType: string): void {
  response.writeHead(status, { 'content-type': contentType });
  response.end(text);
}

/** The query of a request's URL as a plain record (the last value wins, as gateways read them). */
export function queryOf(request: IncomingMessage): { path: string; query: Record<string, string> } {
  const url = new URL(request.url ?? '/', 'http://fake');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

export const formOf = (body: string): Record<string, string> => Object.fromEntries(new URLSearchParams(body));
