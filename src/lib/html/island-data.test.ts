import { islandData, provideIslandData } from './island-data.ts';

describe('island data on the server', () => {
  it('hands the island the text its page provided, under its id', () => {
    provideIslandData('tabele-A-1', '[1,2]');
    provideIslandData('tabele-B-2', '[1,3]');
    expect(islandData('tabele-A-1')).toBe('[1,2]');
    expect(islandData('tabele-B-2')).toBe('[1,3]');
  });

  it('keeps the newest text of an id, and only the last few ids', () => {
    provideIslandData('tabele-C-3', '[1,4]');
    provideIslandData('tabele-C-3', '[1,5]');
    expect(islandData('tabele-C-3')).toBe('[1,5]');
    for (let page = 0; page < 8; page++) provideIslandData(`tabele-P-${page}`, `[1,${page}]`);
    expect(islandData('tabele-P-7')).toBe('[1,7]');
    expect(() => islandData('tabele-C-3')).toThrow('the page has no island data "tabele-C-3"');
  });

  it('answers the block content with every < escaped, so no text can end the block', () => {
    expect(provideIslandData('tabele-D-4', '["</script><b>",1]')).toBe('["\\u003c/script>\\u003cb>",1]');
    expect(JSON.parse(provideIslandData('tabele-D-4', '["</script>"]'))).toEqual(['</script>']);
    expect(islandData('tabele-D-4')).toBe('["</script>"]');
  });
});
