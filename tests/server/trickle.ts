/** A slow client for request-timeout tests (the shop service's and the local storefront's). */
import { connect } from 'node:net';

/** Sends the headers of a POST promising `length` bytes, then one byte every 50 ms until the server answers. */
export function trickle(port: number, path: string, length = 4096): Promise<{ response: string; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
      timer = setInterval(() => {
        if (bytesSent < length - 1 && socket.writable) {
          socket.write(' ');
          bytesSent += 1;
        }
      }, 50);
    });
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      if (response) resolve({ response, bytesSent });
      else reject(new Error(`connection closed without an answer after ${bytesSent} bytes`));
    });
  });
}
