import { describe, expect, it } from 'vitest';
import { acceptsBrotli, acceptsGzip } from './accept-encoding.js';

describe('acceptsGzip', () => {
  it.each([
    ['gzip'],
    ['gzip, deflate, br, zstd'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1'],
    ['GZip'],
    ['x-gzip'],
    ['*'],
    ['br, *;q=0.5'],
    ['gzip ; q=0.001'],
    ['gzip;q=1'],
  ])('%j accepts gzip', (header) => {
    expect(acceptsGzip(header)).toBe(true);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['br'],
    ['deflate, br'],
    ['gzip;q=0'],
    ['gzip; q=0.0'],
    ['gzip;q=0.000'],
    ['*;q=0'],
    ['br, gzip;q=0, *'],
    ['gzip;q=2'],
    ['gzip;q=abc'],
    ['gzipx'],
  ])('%j does not', (header) => {
    expect(acceptsGzip(header)).toBe(false);
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['br'],
    ['gzip, deflate, br, zstd'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1'],
    ['gzip;q=1, br;q=0.5'],
    ['BR'],
    ['*'],
    ['gzip, *;q=0.5'],
    ['br ; q=0.001'],
  ])('%j accepts brotli', (header) => {
    expect(acceptsBrotli(header)).toBe(true);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['gzip'],
    ['x-gzip, deflate'],
    ['br;q=0'],
    ['br; q=0.000'],
    ['*;q=0'],
    ['gzip, br;q=0, *'],
    ['br;q=1.5'],
    ['br;q=high'],
    ['brotli'],
  ])('%j does not', (header) => {
    expect(acceptsBrotli(header)).toBe(false);
  });
});
