import { describe, expect, it } from 'vitest';
import { WEB_PAGES, webPaths } from './web-paths.ts';

describe('web paths', () => {
  it('builds an item page from its pattern, the id as one encoded segment', () => {
    expect(webPaths.newsItem('n1')).toBe('/news/n1');
    expect(webPaths.job('a b/c')).toBe('/job/a%20b%2Fc');
    expect(webPaths.conversation('c1')).toBe('/matrimonial/conversations/c1');
  });

  it('declares every pattern as an absolute path', () => {
    for (const pattern of Object.values(WEB_PAGES)) expect(pattern.startsWith('/')).toBe(true);
  });
});
