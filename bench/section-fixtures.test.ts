import { describe, expect, it } from 'vitest';
import { ownProductFields } from './section-fixtures.js';

const place = { categoryId: 'c1', subCategoryId: 's1', image: '/media/product/rice.webp' };

describe("a bench section's own product", () => {
  it('is named for the section that made it and has the stock it asked for', () => {
    const fields = ownProductFields('live', 0, 40, place);
    expect(fields.name).toMatch(/^Bench live /);
    expect(fields.stock).toBe(40);
    expect(fields.category).toEqual([{ _id: 'c1' }]);
    expect(fields.image).toEqual(['/media/product/rice.webp']);
    expect(ownProductFields('live', 1, 40, place).name).not.toBe(fields.name);
  });

  it('never has nothing to sell', () => {
    expect(() => ownProductFields('live', 0, 0, place)).toThrow(/stock/);
  });
});
