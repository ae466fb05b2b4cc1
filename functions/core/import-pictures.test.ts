import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { isPictureName, pictureKey, picturesNamed, withPictureUrls } from './import-pictures.js';

const file = [
  'sku,name,description,unit,price,discount,category,subCategory,images,more_details.Note',
  'A-1,Apple,"Red, sweet",1 kg,99.00,0,Fruits,Apples,Apple.JPG|/media/product/x.png,=1+1',
  'A-2,Pear,Green,1 kg,80.00,0,Fruits,Pears,pics/pear.webp | missing.png,',
  '',
  'A-3,Fig,Dry,200 g,120.00,0,Fruits,Figs,https://example.com/fig.png,',
].join('\r\n');

describe('pictures chosen with an import', () => {
  it('tells picture names from addresses', () => {
    expect(['apple.jpg', 'pics/pear.webp', 'Apple Photo 1.PNG'].every(isPictureName)).toBe(true);
    expect(['/media/product/x.png', 'https://example.com/x.png', ''].some(isPictureName)).toBe(false);
    expect(pictureKey('pics\\Pear.WEBP')).toBe('pear.webp');
  });

  it('lists the pictures the images column names, each once', () => {
    expect(picturesNamed(parseCsv(file))).toEqual(['apple.jpg', 'pear.webp', 'missing.png']);
    expect(picturesNamed(parseCsv('sku,name\r\nA,B\r\n'))).toEqual([]);
  });

  it('writes the uploaded URLs in place of the names and every other cell as it was', () => {
    const urls = new Map([
      ['apple.jpg', '/media/product/1.jpg'],
      ['pear.webp', '/media/product/2.webp'],
    ]);
    const records = parseCsv(withPictureUrls(parseCsv(file), urls));
    const original = parseCsv(file);
    expect(records.map((r) => r[8])).toEqual(['images', '/media/product/1.jpg|/media/product/x.png', '/media/product/2.webp|missing.png', undefined, 'https://example.com/fig.png']);
    for (const [i, record] of records.entries()) expect(record.filter((_, c) => c !== 8)).toEqual(original[i]!.filter((_, c) => c !== 8));
  });
});
