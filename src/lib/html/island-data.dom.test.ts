// @vitest-environment jsdom
import { islandData, provideIslandData } from './island-data.ts';

describe('island data in the browser', () => {
  it('reads the page’s data block, not what this module kept', () => {
    provideIslandData('tabele-E-5', '[1,"kept"]');
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'tabele-E-5';
    block.textContent = '[1,"\\u003cpage"]';
    document.body.append(block);
    expect(JSON.parse(islandData('tabele-E-5'))).toEqual([1, '<page']);
    block.remove();
    expect(() => islandData('tabele-E-5')).toThrow('the page has no island data "tabele-E-5"');
  });
});
