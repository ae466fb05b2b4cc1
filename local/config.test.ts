import { afterEach, describe, expect, it } from 'vitest';
import { listenHost } from './config.js';

describe('listenHost (HOST)', () => {
  const saved = process.env.HOST;
  afterEach(() => {
    if (saved === undefined) delete process.env.HOST;
    else process.env.HOST = saved;
  });

  it('is loopback unless HOST opens every interface', () => {
    delete process.env.HOST;
    expect(listenHost()).toBe('127.0.0.1');
    process.env.HOST = '';
    expect(listenHost()).toBe('127.0.0.1');
    process.env.HOST = '0.0.0.0';
    expect(listenHost()).toBe('0.0.0.0');
    process.env.HOST = '::';
    expect(listenHost()).toBe('::');
  });

  it('refuses any other value (a shell\'s host name, a LAN address the stack would not call itself on)', () => {
    process.env.HOST = 'my-laptop';
    expect(() => listenHost()).toThrow(/HOST=my-laptop: use 127.0.0.1/);
    process.env.HOST = '192.168.1.20';
    expect(() => listenHost()).toThrow(/HOST=192.168.1.20/);
  });
});
